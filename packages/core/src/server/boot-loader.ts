import { createHash } from 'node:crypto';

/**
 * The classic script each page references (`defer`, with the app's entry in `data-entry`): it
 * starts the app shell once the page has loaded and painted its largest content (where the browser
 * reports it; elsewhere right after the load event), so the page's text and styles get the network
 * and the main thread to themselves on a slow connection and the app hydrates a moment later. Pages
 * in background tabs (where frames do not run) start at once; 3 s after the script runs, the app
 * starts whatever happened.
 */
export const bootLoaderSource = `(function(){var s=document.currentScript,u=s&&s.getAttribute('data-entry');if(!u)return;var started=0,loaded=document.readyState==='complete',painted=0;function go(){if(started)return;started=1;var m=document.createElement('script');m.type='module';m.src=u;document.head.appendChild(m)}if(document.visibilityState!=='visible'||!window.requestAnimationFrame)return go();function check(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(go,0)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>=0)new P(function(l,o){o.disconnect();painted=1;check()}).observe({type:'largest-contentful-paint',buffered:true});else painted=1;if(!loaded)addEventListener('load',function(){loaded=1;check()});check();setTimeout(go,3000)})();
`;

/** The loader's file name, content-hashed like the other assets. */
export const bootLoaderFile = `assets/boot-${createHash('sha256').update(bootLoaderSource).digest('hex').slice(0, 8)}.js`;
