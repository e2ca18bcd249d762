import type { DetailsHTMLAttributes } from 'react';

export type DetailsProps = DetailsHTMLAttributes<HTMLElement>;

/** A disclosure (`<details>` whose first child is its `<summary>`); opens and closes with an animation. */
export function Details({ className, ...props }: DetailsProps) {
  return <details className={className ? `mdd-details ${className}` : 'mdd-details'} {...props} />;
}
