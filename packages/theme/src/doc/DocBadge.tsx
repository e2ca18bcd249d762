import type { Badge } from '@market-data-docs/mdx-pipeline/types';

const variants: Record<Badge, string> = {
  New: 'new',
  Premium: 'premium',
  Beta: 'beta',
  'High Usage': 'high-usage',
};

export interface DocBadgeProps {
  /** The badge of the page's front matter; its colour follows from it. */
  badge: Badge;
  /** `small` beside a sidebar label, `large` beside the page title. */
  size?: 'small' | 'large';
}

/** The coloured New / Premium / Beta / High Usage badge beside a title or a sidebar label. */
export function DocBadge({ badge, size = 'small' }: DocBadgeProps) {
  return (
    <>
      {' '}
      <span className={`mdd-badge mdd-badge--${variants[badge]} mdd-badge--${size}`}>{badge}</span>
    </>
  );
}
