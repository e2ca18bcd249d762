import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { candlesPage } from '../fixtures/index.js';
import { CopyPageButton } from './CopyPageButton.js';
import { DocBadge } from './DocBadge.js';
import { DocBreadcrumbs } from './DocBreadcrumbs.js';
import { DocFooter } from './DocFooter.js';
import { DocPaginator } from './DocPaginator.js';
import { DocTitle } from './DocTitle.js';
import { DocVersionMenu } from './DocVersionMenu.js';

const meta = {
  title: 'Doc/Parts',
  component: DocBreadcrumbs,
  subcomponents: { DocTitle, DocBadge, DocVersionMenu, CopyPageButton, DocFooter, DocPaginator },
  parameters: {
    layout: 'padded',
    ...usage(
      'The parts of a doc page, each replaceable through `ThemeProvider`’s `components`: breadcrumbs, title with its',
      'badge, version menu, Copy page, footer (tags, edit link, last update) and previous/next. **Use** one badge per',
      'page, from front matter. **Don’t** put links or code in a title: it is also the sidebar label and the tab title.',
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Breadcrumbs: Story = { render: () => <DocBreadcrumbs breadcrumbs={candlesPage.breadcrumbs} /> };
export const BreadcrumbsLongMobile: Story = {
  render: () => (
    <DocBreadcrumbs
      breadcrumbs={[
        { label: 'Stocks And Exchange Traded Funds Listed On US Exchanges', route: '/api/stocks' },
        { label: 'Historical Intraday And End Of Day Candles', route: '/api/stocks/candles' },
        { label: 'Bulk Requests Over Many Symbols At Once' },
      ]}
    />
  ),
  globals: mobile,
};

export const Title: Story = { render: () => <DocTitle title="Candles" badge="High Usage" /> };
export const Badges: Story = {
  render: () => (
    <p>
      <DocBadge badge="New" />
      <DocBadge badge="Premium" />
      <DocBadge badge="High Usage" />
      <DocBadge badge="Beta" />
      <DocBadge badge="Premium" size="large" />
    </p>
  ),
};

export const VersionMenu: Story = { render: () => <DocVersionMenu /> };
export const CopyPage: Story = { render: () => <CopyPageButton route="/api/stocks/candles" /> };

export const Footer: Story = { render: () => <DocFooter page={candlesPage} /> };
export const FooterTagsOnly: Story = {
  render: () => <DocFooter page={{ tags: candlesPage.tags }} />,
};
/** Nothing to show: renders nothing. */
export const FooterEmpty: Story = {
  render: () => <DocFooter page={{ tags: [] }} />,
  parameters: { rendersNothing: true },
};

export const Paginator: Story = {
  render: () => <DocPaginator prev={candlesPage.prev} next={candlesPage.next} />,
};
export const PaginatorNextOnly: Story = { render: () => <DocPaginator next={candlesPage.next} /> };
export const PaginatorLongMobile: Story = {
  render: () => (
    <DocPaginator
      prev={{
        title: 'Historical Intraday And End Of Day Candles For Every Stock',
        route: '/api/stocks/candles',
      }}
      next={{
        title: 'Real-Time And Delayed Quotes For Many Symbols In Bulk',
        route: '/api/stocks/bulkquotes',
      }}
    />
  ),
  globals: mobile,
};
