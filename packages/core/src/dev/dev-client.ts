import type { ViteHotContext } from 'vite/types/hot.js';

const contentUpdate = 'mdd:content-update';
const contentError = 'mdd:content-error';
const contentStatus = 'mdd:content-status';
const renderError = 'mdd:render-error';

/**
 * Development only: refetches the open page when its content changes, and shows compile errors
 * (content and code) in an overlay that closes by itself once the file compiles again; a content
 * error that happened before the tab connected is asked for and shown too. Listens from
 * the moment it is called; a change that arrives before the router exists refreshes the page as soon
 * as `connect` hands the router's refresh over. `reportCrash` tells the server of a page that threw
 * while rendering, which logs it naming the page's file.
 */
export function watchDevServer(hot: ViteHotContext): {
  connect(refresh: () => void): void;
  reportCrash(route: string, error: Error): void;
} {
  const overlay = createOverlay();
  let refresh: (() => void) | undefined;
  let missed = false;
  hot.on(contentUpdate, () => {
    overlay.hide('content');
    if (refresh) refresh();
    else missed = true;
  });
  hot.on(contentError, ({ message }: { message: string }) => overlay.show('content', message));
  hot.on('vite:error', ({ err }: { err: { message: string; frame?: string; id?: string } }) =>
    overlay.show('code', [err.id, err.message, err.frame].filter(Boolean).join('\n\n')),
  );
  hot.on('vite:afterUpdate', () => overlay.hide('code'));
  // A tab opened (or reloaded) while some content does not compile is told so at once.
  hot.send(contentStatus);
  return {
    connect(next) {
      refresh = next;
      if (missed) next();
    },
    reportCrash(route, error) {
      const { name, message, mddPlace: place } = error as Error & { mddPlace?: unknown };
      hot.send(renderError, { route, name, message, place });
    },
  };
}

type Source = 'content' | 'code';

function createOverlay() {
  const messages = new Map<Source, string>();
  let host: HTMLElement | undefined;
  const render = () => {
    host?.remove();
    host = undefined;
    if (!messages.size) return;
    host = document.createElement('mdd-dev-overlay');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
:host{position:fixed;inset:0;z-index:2147483647;background:rgb(0 0 0 / .6);display:flex;align-items:flex-start;justify-content:center;padding:5vh 1rem;font:14px/1.5 system-ui,sans-serif}
section{background:#1b1b1d;color:#f5f6f7;max-width:60rem;width:100%;max-height:90vh;overflow:auto;border-radius:8px;border-top:6px solid #e13238;padding:1.25rem 1.5rem}
h2{margin:0 0 .5rem;font-size:1.1rem;color:#ff8f8f}
pre{white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace;margin:0 0 1rem}
p{margin:0;color:#c0c4c8}
button{float:right;background:none;border:1px solid #666;color:inherit;border-radius:4px;padding:.2rem .6rem;cursor:pointer}
</style><section role="alertdialog" aria-modal="true" aria-labelledby="t"><button type="button">Close</button><h2 id="t"></h2><pre></pre><p>Fix the file and save it: this message closes by itself once it compiles. The page shows the last version that did.</p></section>`;
    const title = root.querySelector('h2') as HTMLElement;
    title.textContent = messages.has('content')
      ? 'The content does not compile'
      : 'The site code does not compile';
    (root.querySelector('pre') as HTMLElement).textContent = [...messages.values()].join('\n\n');
    const close = () => {
      messages.clear();
      render();
    };
    (root.querySelector('button') as HTMLElement).addEventListener('click', close);
    host.addEventListener('keydown', (event) => event.key === 'Escape' && close());
    document.body.append(host);
    (root.querySelector('button') as HTMLElement).focus();
  };
  return {
    show(source: Source, message: string) {
      messages.set(source, message);
      render();
    },
    hide(source: Source) {
      if (messages.delete(source)) render();
    },
  };
}
