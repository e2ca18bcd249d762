import type { Meta, StoryObj } from '@storybook/react';
import { sidebarFiles } from '../../.storybook/fake-server.js';
import { dark, mobile } from '../../.storybook/modes.js';
import { h, root } from '../fixtures/hast.js';
import { accountPlansPage, candlesPage, optionLookupPage, priceDifferencesPage } from '../fixtures/index.js';
import { Layout } from '../layout/Layout.js';
import { DocPage } from './DocPage.js';

const meta = {
  title: 'Doc/DocPage',
  component: DocPage,
  args: { page: candlesPage },
} satisfies Meta<typeof DocPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Candles: Story = {};
export const CandlesDark: Story = { globals: dark };
export const CandlesMobile: Story = { globals: mobile };
export const TableAndCards: Story = {
  args: { page: accountPlansPage },
  parameters: { route: accountPlansPage.route },
};
export const Image: Story = {
  args: { page: priceDifferencesPage },
  parameters: { route: priceDifferencesPage.route },
};
export const VideoDark: Story = {
  args: { page: optionLookupPage },
  parameters: { route: optionLookupPage.route },
  globals: dark,
};

export const LongTitle: Story = {
  args: {
    page: {
      ...candlesPage,
      title: 'Historical Intraday And End Of Day Candles For Every Listed Stock, Fund And Index',
      badge: 'Premium',
      breadcrumbs: [
        { label: 'Stocks And Exchange Traded Funds Listed On US Exchanges', route: '/api/stocks' },
        { label: 'Historical Intraday And End Of Day Candles' },
      ],
    },
  },
  globals: mobile,
};

export const Empty: Story = {
  args: {
    page: {
      ...candlesPage,
      badge: undefined,
      tags: [],
      toc: [],
      prev: undefined,
      next: undefined,
      editUrl: undefined,
      lastUpdated: undefined,
      breadcrumbs: [{ label: 'Empty page' }],
      title: 'Empty page',
      content: root(h('p', {}, 'This page has no headings, tags or neighbours.')),
    },
  },
};

export const InLayout: Story = {
  render: (args) => (
    <Layout title={args.page.title} sidebar={args.page.sidebar} sidebarFile={sidebarFiles.api}>
      <DocPage {...args} />
    </Layout>
  ),
};
