import type { Meta, StoryObj } from '@storybook/react';
import { dark, mobile } from '../../.storybook/modes.js';
import { themeConfig } from '../fixtures/index.js';
import { HomeHero } from './HomeHero.js';

const meta = {
  title: 'Layout/HomeHero',
  component: HomeHero,
  args: {
    title: themeConfig.title,
    tagline: themeConfig.tagline,
    action: { label: 'Get Started With Our API', href: '/docs-staging/api' },
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: dark };
export const Mobile: Story = { globals: mobile };
export const LongTagline: Story = {
  args: { tagline: `${themeConfig.tagline}: stocks, options, indices, mutual funds and market status` },
  globals: mobile,
};
export const WithSecondaryAction: Story = {
  args: { secondaryAction: { label: 'New here? Read the introduction', href: '/docs-staging/docs/intro' } },
};
