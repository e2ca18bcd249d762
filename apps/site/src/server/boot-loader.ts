import { createHash } from 'node:crypto';

/**
 * The classic script each page references (`defer`, with the app's entry in `data-entry`): it
 * starts the app shell right after the first paint, so the page's text and styles get the network
 * to themselves on a slow connection and the app hydrates a moment later. Pages in background tabs
 * (where frames do not run) start at once.
 */
export const bootLoaderSource = `(function(){var s=document.currentScript,u=s&&s.getAttribute('data-entry');if(!u)return;function go(){var m=document.createElement('script');m.type='module';m.src=u;document.head.appendChild(m)}if(document.visibilityState!=='visible'||!window.requestAnimationFrame)go();else requestAnimationFrame(function(){setTimeout(go,0)})})();
`;

/** The loader's file name, content-hashed like the other assets. */
export const bootLoaderFile = `assets/boot-${createHash('sha256').update(bootLoaderSource).digest('hex').slice(0, 8)}.js`;
