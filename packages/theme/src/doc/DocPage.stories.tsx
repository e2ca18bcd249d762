import type { Meta, StoryObj } from '@storybook/react';
import { sidebarFiles } from '../../.storybook/fake-server.js';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { h, root } from '../fixtures/hast.js';
import { accountPlansPage, candlesPage, optionLookupPage, priceDifferencesPage } from '../fixtures/index.js';
import { Layout } from '../layout/Layout.js';
import { DocHeader, DocLayout, DocPage } from './DocPage.js';
import { Page } from './Page.js';

const meta = {
  title: 'Doc/DocPage',
  component: DocPage,
  subcomponents: { Page, DocLayout, DocHeader },
  args: { page: candlesPage },
  parameters: usage(
    'A doc page: breadcrumbs, title and badge, version menu, Copy page, the content, then tags, edit link, last update',
    'and previous/next; the table of contents sits beside it from 997 px and above the content below. `Page` picks the',
    'component for a page’s kind. **Use** it through `Page` with the pipeline’s `PageData`. **Don’t** rebuild it from',
    'its parts to change one of them: override that part in `ThemeProvider`’s `components` (`DocLayout` for all of',
    'it around the content, wrapping the exported `DocLayout`; `DocHeader` is its title header).',
  ),
} satisfies Meta<typeof DocPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Candles: Story = {};
export const CandlesMobile: Story = { globals: mobile };
export const TableAndCards: Story = {
  args: { page: accountPlansPage },
  parameters: { route: accountPlansPage.route },
};
export const Image: Story = {
  args: { page: priceDifferencesPage },
  parameters: { route: priceDifferencesPage.route },
};
export const Video: Story = {
  args: { page: optionLookupPage },
  parameters: { route: optionLookupPage.route },
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
