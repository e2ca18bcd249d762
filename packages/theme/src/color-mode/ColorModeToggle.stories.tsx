import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { usage } from '../../.storybook/usage.js';

import { ColorModeToggle } from './ColorModeToggle.js';

const meta = {
  title: 'Color mode/ColorModeToggle',
  component: ColorModeToggle,
  parameters: usage(
    'The sun and moon button of the navbar and the mobile menu: switches between light and dark and remembers the',
    'choice (`mdd:color-mode`); `colorMode.disableSwitch` hides it. Clicking it here switches the toolbar’s colour mode',
    'too. **Don’t** put a second toggle on a page: there is one mode for the whole site.',
  ),
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle in the toolbar's colour mode (the id keeps its first name, `light`, for shared links). */
export const Light: Story = { name: 'Default' };

/** A click here switches the page to the other mode, and the toolbar’s colour mode with it. */
export const SwitchesTheToolbarToo: Story = {
  // Played in a frame on the docs page, it would switch the page's mode back and forth.
  parameters: { framedInDocs: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Switch to (dark|light) mode/ }),
    );
  },
};
