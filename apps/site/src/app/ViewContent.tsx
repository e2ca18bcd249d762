import {
  CategoryIndexPage,
  DocPage,
  mdxComponents,
  NotFoundPage,
  TagPage,
  TagsIndexPage,
} from '@market-data-docs/theme';
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
      return <NotFoundPage />;
    case 'page': {
      const { page, Module } = view;
      if (page.kind === 'category') return <CategoryIndexPage page={page} />;
      if (page.kind === 'tags') return <TagsIndexPage page={page} />;
      if (page.kind === 'tag') return <TagPage page={page} />;
      return <DocPage page={page}>{Module ? <Module components={mdxComponents} /> : undefined}</DocPage>;
    }
  }
}
