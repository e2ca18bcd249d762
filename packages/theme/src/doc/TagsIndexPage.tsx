import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

export interface TagsIndexPageProps {
  /** The tags page of a section (`kind: 'tags'`), `tagList` holding every tag with its count. */
  page: PageData;
}

/** Every tag of a section with the number of docs carrying it. */
export function TagsIndexPage({ page }: TagsIndexPageProps) {
  const { basePath } = useThemeConfig();
  const tags = page.tagList ?? [];
  return (
    <div className="mdd-doc">
      <div className="mdd-doc__column">
        <article className="mdd-doc__article">
          <h1 className="mdd-doc__title">{page.title}</h1>
          {tags.length === 0 ? (
            <p>No tags yet.</p>
          ) : (
            <ul className="mdd-tag-list mdd-tag-list--index">
              {tags.map((tag) => (
                <li key={tag.route}>
                  <Link href={withBase(basePath, tag.route)} className="mdd-tag">
                    {tag.label} <span className="mdd-tag__count">{tag.count}</span>{' '}
                    <span className="mdd-visually-hidden">{tag.count === 1 ? 'doc' : 'docs'}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </article>
      </div>
    </div>
  );
}
