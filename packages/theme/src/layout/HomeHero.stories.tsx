import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { themeConfig } from '../fixtures/index.js';
import { HomeHero } from './HomeHero.js';

const meta = {
  title: 'Layout/HomeHero',
  component: HomeHero,
  parameters: usage(
    'The top of the home page: the site title, the tagline and one call to action (a second one at most).',
    '**Don’t** put more than a sentence in the tagline: it wraps to many lines on a phone.',
  ),
  args: {
    title: themeConfig.title,
    tagline: themeConfig.tagline,
    action: { label: 'Get Started With Our API', href: '/docs-staging/api' },
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: mobile };
export const LongTagline: Story = {
  args: { tagline: `${themeConfig.tagline}: stocks, options, indices, mutual funds and market status` },
  globals: mobile,
};
export const WithSecondaryAction: Story = {
  args: { secondaryAction: { label: 'New here? Read the introduction', href: '/docs-staging/docs/intro' } },
};
