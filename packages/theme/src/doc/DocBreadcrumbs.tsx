import type { Breadcrumb } from '@market-data-docs/mdx-pipeline/types';
import { HomeIcon } from '../icons/index.js';
import { useLabels } from '../labels.js';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

export interface DocBreadcrumbsProps {
  /** The page's categories and the page itself (last). */
  breadcrumbs: Breadcrumb[];
}

/** Home link, the page's categories, the current page; nothing for a page without breadcrumbs. */
export function DocBreadcrumbs({ breadcrumbs }: DocBreadcrumbsProps) {
  const { basePath, homeLink } = useThemeConfig();
  const labels = useLabels();
  if (breadcrumbs.length === 0) return null;
  return (
    <nav aria-label={labels.breadcrumbs} className="mdd-breadcrumbs">
      <ol className="mdd-breadcrumbs__list">
        <li className="mdd-breadcrumbs__item">
          <Link
            href={withBase(basePath, homeLink)}
            className="mdd-breadcrumbs__link"
            aria-label={labels.breadcrumbsHome}
          >
            <HomeIcon />
          </Link>
        </li>
        {breadcrumbs.map((crumb, index) => {
          const current = index === breadcrumbs.length - 1;
          return (
            <li key={`${crumb.label}:${crumb.route ?? ''}`} className="mdd-breadcrumbs__item">
              {crumb.route && !current ? (
                <Link href={withBase(basePath, crumb.route)} className="mdd-breadcrumbs__link">
                  {crumb.label}
                </Link>
              ) : (
                <span className="mdd-breadcrumbs__text" aria-current={current ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
