import '@market-data-docs/theme/styles.css';
import 'virtual:mdd/styles';
import clientModules from 'virtual:mdd/client-modules';
import codePages from 'virtual:mdd/code-pages';
import components from 'virtual:mdd/components';
import config from 'virtual:mdd/config';
import pages from 'virtual:mdd/pages';
import { reloadOnce } from '@market-data-docs/theme/navigation';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { loadView } from './router/load-view.js';
import { createRouter } from './router/router.js';
import { LoadError, routeOf, type View } from './router/views.js';
import { createSiteSearchClient } from './search-client.js';

async function boot() {
  // Development: listen for content changes before the page's data is fetched, so none is missed.
  const devServer = import.meta.hot
    ? (await import('./dev/dev-client.js')).watchDevServer(import.meta.hot)
    : undefined;
  const modules = { codePages, pages, contentHome: config.contentHome };
  const route = routeOf(window.location.pathname, config.basePath) ?? '/';
  const root = document.getElementById('root') as HTMLElement;
  let view: View = { kind: 'not-found' };
  let error: LoadError | undefined;
  // The server's 404 page (answered for every unknown path) has no page data to fetch.
  if (!root.hasAttribute('data-not-found')) {
    try {
      view = await loadView(route, config.basePath, modules);
    } catch (failure) {
      error = failure instanceof LoadError ? failure : new LoadError(String(failure));
      if (!error.unreachable && reloadOnce(window.location.href)) return;
    }
  }
  const router = createRouter({ basePath: config.basePath, modules, initial: { route, view, error } });
  const app = (
    <App
      config={config}
      router={router}
      searchClient={createSiteSearchClient(config, router)}
      components={components}
      clientModules={clientModules}
    />
  );
  // Development: a page that crashes is logged by the dev server too, naming its file.
  const options = devServer && {
    onCaughtError(crash: unknown, info: { componentStack?: string }) {
      console.error(crash, info.componentStack);
      devServer.reportCrash(
        router.getState().route,
        crash instanceof Error ? crash : new Error(String(crash)),
      );
    },
  };
  // Hydrating in a transition lets React yield to the browser every few milliseconds: a long page
  // never blocks input (no long task) while it becomes interactive.
  if (root.hasChildNodes() && !error) startTransition(() => void hydrateRoot(root, app, options));
  else createRoot(root, options).render(app);
  devServer?.connect(() => void router.refresh());
}

void boot();
