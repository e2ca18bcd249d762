import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { DocCardList } from '../mdx/DocCard.js';
import { MdxContent } from '../mdx/MdxContent.js';
import { useThemeComponents } from '../provider/contexts.js';
import { DocBreadcrumbs } from './DocBreadcrumbs.js';
import { DocPaginator } from './DocPaginator.js';
import { DocTitle } from './DocTitle.js';

export interface CategoryIndexPageProps {
  /** A generated category index (`kind: 'category'`): description as content, pages as cards. */
  page: PageData;
}

/** A category's generated index: title, description and a card per page. */
export function CategoryIndexPage({ page }: CategoryIndexPageProps) {
  const { DocBreadcrumbs: Breadcrumbs = DocBreadcrumbs, DocPaginator: Paginator = DocPaginator } =
    useThemeComponents();
  return (
    <div className="mdd-doc">
      <div className="mdd-doc__column">
        <Breadcrumbs breadcrumbs={page.breadcrumbs} />
        <article className="mdd-doc__article">
          <header className="mdd-doc__header">
            <DocTitle title={page.title} badge={page.badge} />
          </header>
          <div className="mdd-content">
            <MdxContent content={page.content} />
            <DocCardList cards={page.cards ?? []} />
          </div>
        </article>
        <Paginator prev={page.prev} next={page.next} />
      </div>
    </div>
  );
}
