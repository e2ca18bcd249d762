import type { Decorator } from '@storybook/react';

/** Shows MDX content as a doc page does: inside `.mdd-content`, at reading width. */
export const inContent: Decorator = (Story) => (
  <div className="mdd-content" style={{ padding: '1rem', maxWidth: '48rem' }}>
    <Story />
  </div>
);
