import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { type HomeFeature, HomeFeatures } from './HomeFeatures.js';

export const homeFeatures: HomeFeature[] = [
  {
    title: 'Market Data API',
    description:
      'Full reference to every API endpoint, plus authentication and parameters shared by all endpoints.',
    href: '/docs-staging/api',
    image: {
      src: '/docs-staging/img/icon-api.svg',
      srcDark: '/docs-staging/img/icon-api-dark.svg',
      width: 96,
      height: 96,
    },
  },
  {
    title: 'Google Sheets Add-On',
    description: 'How to use each add-on formula, illustrated with practical examples.',
    href: '/docs-staging/sheets',
    image: {
      src: '/docs-staging/img/icon-sheets.svg',
      srcDark: '/docs-staging/img/icon-sheets-dark.svg',
      width: 96,
      height: 96,
    },
  },
  {
    title: 'Accounts & Billing',
    description: 'Common questions about accounts, billing policies and administrative matters.',
    href: '/docs-staging/account',
    image: {
      src: '/docs-staging/img/icon-account.svg',
      srcDark: '/docs-staging/img/icon-account-dark.svg',
      width: 96,
      height: 96,
    },
  },
];

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
