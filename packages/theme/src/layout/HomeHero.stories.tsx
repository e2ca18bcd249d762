import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { themeConfig } from '../fixtures/index.js';
import { HomeHero, type HomeHeroProps } from './HomeHero.js';

interface HomeHeroStoryArgs extends HomeHeroProps {
  /** Text of the call to action's button. */
  actionLabel: string;
  /** Text of the quieter link under it; empty for none. */
  secondaryActionLabel: string;
}

const meta = {
  title: 'Layout/HomeHero',
  component: HomeHero,
  parameters: usage(
    'The top of the home page: the site title, the tagline and one call to action (a second one at most).',
    '**Don’t** put more than a sentence in the tagline: it wraps to many lines on a phone.',
  ),
  argTypes: {
    actionLabel: { control: 'text', description: 'Text of the call to action’s button (`action.label`).' },
    secondaryActionLabel: {
      control: 'text',
      description: 'Text of the quieter link under it (`secondaryAction.label`); empty for none.',
    },
    action: { control: false },
    secondaryAction: { control: false },
  },
  args: {
    title: themeConfig.title,
    tagline: themeConfig.tagline,
    action: { label: 'Get Started With Our API', href: '/docs-staging/api' },
    actionLabel: 'Get Started With Our API',
    secondaryActionLabel: '',
  },
  render: ({ actionLabel, secondaryActionLabel, ...args }) => (
    <HomeHero
      {...args}
      action={{ ...args.action, label: actionLabel }}
      secondaryAction={
        secondaryActionLabel ? { label: secondaryActionLabel, href: '/docs-staging/docs/intro' } : undefined
      }
    />
  ),
} satisfies Meta<HomeHeroStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change the title, tagline and the texts of the call to action and the link under it in Controls. */
export const Default: Story = {};
export const Mobile: Story = { globals: mobile };
export const LongTagline: Story = {
  args: { tagline: `${themeConfig.tagline}: stocks, options, indices, mutual funds and market status` },
  globals: mobile,
};
export const WithSecondaryAction: Story = {
  args: { secondaryActionLabel: 'New here? Read the introduction' },
};
