import { Page } from '@market-data-docs/theme';
import { SearchPage } from '@market-data-docs/theme/search';
import type { View } from '../router/views.js';
import type { ClientConfig } from '../server/client-config.js';
import { HomePage } from './HomePage.js';

/** The main content of a route. */
export function ViewContent({ view, config }: { view: View; config: ClientConfig }) {
  switch (view.kind) {
    case 'home':
      return <HomePage config={config} />;
    case 'search':
      return <SearchPage />;
    case 'not-found':
      return <Page page={undefined} />;
    case 'page':
      return <Page page={view.page} Module={view.Module} />;
  }
}
