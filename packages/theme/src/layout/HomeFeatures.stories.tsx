import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { homeFeatures } from '../fixtures/index.js';
import { HomeFeatures } from './HomeFeatures.js';

const meta = {
  title: 'Layout/HomeFeatures',
  component: HomeFeatures,
  args: { items: homeFeatures },
  parameters: usage(
    'The home page’s cards, one per product, each with a picture for light and one for dark mode. **Use** three or',
    'four with descriptions of about the same length. **Don’t** use a picture that only works on white.',
  ),
} satisfies Meta<typeof HomeFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = { args: { items: [] } };
