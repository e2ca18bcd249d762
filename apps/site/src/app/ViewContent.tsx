import { CategoryIndexPage, DocPage, NotFoundPage, TagPage, TagsIndexPage } from '@market-data-docs/theme';
import type { View } from '../router/views.js';
import type { ClientConfig } from '../server/client-config.js';
import { HomePage } from './HomePage.js';

/** The main content of a route. */
export function ViewContent({ view, config }: { view: View; config: ClientConfig }) {
  switch (view.kind) {
    case 'home':
      return <HomePage config={config} />;
    case 'search':
      return <h1>Search</h1>;
    case 'not-found':
      return <NotFoundPage />;
    case 'page': {
      const { page } = view;
      if (page.kind === 'category') return <CategoryIndexPage page={page} />;
      if (page.kind === 'tags') return <TagsIndexPage page={page} />;
      if (page.kind === 'tag') return <TagPage page={page} />;
      return <DocPage page={page} />;
    }
  }
}
