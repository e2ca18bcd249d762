import type { PageLink } from '@market-data-docs/mdx-pipeline/types';
import { useLabels } from '../labels.js';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

export interface DocPaginatorProps {
  /** The page before this one in the sidebar, shown as Previous on the left. */
  prev?: PageLink;
  /** The page after this one in the sidebar, shown as Next on the right. */
  next?: PageLink;
}

/** Previous / next page links at the end of a page. */
export function DocPaginator({ prev, next }: DocPaginatorProps) {
  const { basePath } = useThemeConfig();
  const labels = useLabels();
  if (!prev && !next) return null;
  return (
    <nav aria-label={labels.paginator} className="mdd-paginator">
      {prev ? (
        <Link href={withBase(basePath, prev.route)} className="mdd-paginator__link mdd-paginator__link--prev">
          <span className="mdd-paginator__sublabel">{labels.previous}</span>{' '}
          <span className="mdd-paginator__label">
            <span aria-hidden="true">« </span>
            {prev.title}
          </span>
        </Link>
      ) : null}
      {next ? (
        <Link href={withBase(basePath, next.route)} className="mdd-paginator__link mdd-paginator__link--next">
          <span className="mdd-paginator__sublabel">{labels.next}</span>{' '}
          <span className="mdd-paginator__label">
            {next.title}
            <span aria-hidden="true"> »</span>
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
