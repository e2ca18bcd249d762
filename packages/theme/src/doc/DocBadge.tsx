import type { Badge } from '@market-data-docs/mdx-pipeline/types';

const variants: Record<Badge, string> = {
  New: 'new',
  Premium: 'premium',
  Beta: 'beta',
  'High Usage': 'high-usage',
};

export interface DocBadgeProps {
  badge: Badge;
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
