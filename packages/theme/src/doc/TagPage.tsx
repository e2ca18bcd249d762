import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { MdxContent } from '../mdx/MdxContent.js';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { DocBadge } from './DocBadge.js';

export interface TagPageProps {
  /** One tag's page (`kind: 'tag'`): the tagged docs are `cards`. */
  page: PageData;
}

const parentRoute = (route: string) => route.slice(0, route.lastIndexOf('/')) || '/';

/** The docs carrying one tag, with their descriptions, the tag's own description, and a link to all tags. */
export function TagPage({ page }: TagPageProps) {
  const { basePath } = useThemeConfig();
  const docs = page.cards ?? [];
  return (
    <div className="mdd-doc">
      <div className="mdd-doc__column">
        <article className="mdd-doc__article">
          <header className="mdd-doc__header">
            <h1 className="mdd-doc__title">{page.title}</h1>
            <Link href={withBase(basePath, parentRoute(page.route))}>View all tags</Link>
          </header>
          {page.content.children.length > 0 ? (
            <div className="mdd-content">
              <MdxContent content={page.content} />
            </div>
          ) : null}
          <ul className="mdd-tagged-docs">
            {docs.map((doc) => (
              <li key={doc.route} className="mdd-tagged-docs__item">
                <h2 className="mdd-tagged-docs__title">
                  <Link href={withBase(basePath, doc.route)}>{doc.title}</Link>
                  {doc.badge ? <DocBadge badge={doc.badge} /> : null}
                </h2>
                {doc.description ? <p>{doc.description}</p> : null}
              </li>
            ))}
          </ul>
        </article>
      </div>
    </div>
  );
}
