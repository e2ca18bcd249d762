import type { Badge } from '@market-data-docs/mdx-pipeline/types';
import { DocBadge } from './DocBadge.js';

export interface DocTitleProps {
  /** The page title (front matter `title`, else the first heading). */
  title: string;
  /** The page's badge, shown large after the title. */
  badge?: Badge;
  /** Keep the heading for screen readers but do not show it (front matter `hide_title`). */
  hidden?: boolean;
}

/** The page's h1 with its badge. */
export function DocTitle({ title, badge, hidden }: DocTitleProps) {
  return (
    <h1 className={hidden ? 'mdd-visually-hidden' : 'mdd-doc__title'}>
      {title}
      {badge ? <DocBadge badge={badge} size="large" /> : null}
    </h1>
  );
}
