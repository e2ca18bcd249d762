import codePages from 'virtual:mdd/code-pages';
import config from 'virtual:mdd/config';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.js';
import type { Router } from './router/router.js';
import type { View } from './router/views.js';

export { codePages };

/** Renders a route's view to HTML, as the browser will hydrate it. */
export function render(view: View, route: string): string {
  const state = { route, view, loading: false };
  const router: Router = {
    getState: () => state,
    subscribe: () => () => {},
    navigate: async () => {},
    prefetch: () => {},
    isPageLink: () => false,
    retry: async () => {},
    refresh: async () => {},
    restoreScroll: () => {},
  };
  return renderToString(<App config={config} router={router} />);
}
