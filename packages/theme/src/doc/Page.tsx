import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { NotFoundPage } from '../errors/NotFoundPage.js';
import type { MdxModule } from '../mdx/MdxContent.js';
import { useThemeComponents } from '../provider/contexts.js';
import { CategoryIndexPage } from './CategoryIndexPage.js';
import { DocPage } from './DocPage.js';
import { TagPage } from './TagPage.js';
import { TagsIndexPage } from './TagsIndexPage.js';

export interface PageProps {
  /** The page's data, or `undefined` for an unknown path (renders the not-found page). */
  page: PageData | undefined;
  /** The compiled module of a doc page with its own JavaScript (see `DocPageProps.Module`). */
  Module?: MdxModule;
}

/** Renders any page by its kind: doc, category index, tags index, tag; not found without data. */
export function Page({ page, Module }: PageProps) {
  const { NotFound = NotFoundPage, CategoryIndexPage: CategoryIndex = CategoryIndexPage } =
    useThemeComponents();
  if (!page) return <NotFound />;
  switch (page.kind) {
    case 'category':
      return <CategoryIndex page={page} />;
    case 'tags':
      return <TagsIndexPage page={page} />;
    case 'tag':
      return <TagPage page={page} />;
    default:
      return <DocPage page={page} Module={Module} />;
  }
}
