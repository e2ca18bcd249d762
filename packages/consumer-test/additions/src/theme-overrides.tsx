import { Admonition as ThemeAdmonition } from '@market-data-docs/theme';
import type { ComponentProps } from 'react';

/** Every admonition, in the theme's look, inside a frame of the site's own. */
export function Admonition(props: ComponentProps<typeof ThemeAdmonition>) {
  return (
    <div className="acme-callout" data-acme-callout="">
      <ThemeAdmonition {...props} />
    </div>
  );
}
