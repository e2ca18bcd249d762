import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { candlesPage, nextVersion, oldVersion } from '../fixtures/index.js';
import { CopyPageButton } from './CopyPageButton.js';
import { DocBadge } from './DocBadge.js';
import { DocBreadcrumbs } from './DocBreadcrumbs.js';
import { DocEditLink, DocFooter, DocLastUpdated, DocTags } from './DocFooter.js';
import { DocUnlistedNotice, DocVersionBanner } from './DocNotices.js';
import { DocPaginator } from './DocPaginator.js';
import { DocTitle } from './DocTitle.js';
import { DocVersionMenu } from './DocVersionMenu.js';

const meta = {
  title: 'Doc/Parts',
  component: DocBreadcrumbs,
  subcomponents: {
    DocTitle,
    DocBadge,
    DocVersionMenu,
    DocVersionBanner,
    DocUnlistedNotice,
    CopyPageButton,
    DocFooter,
    DocTags,
    DocEditLink,
    DocLastUpdated,
    DocPaginator,
  },
  parameters: {
    layout: 'padded',
    ...usage(
      'The parts of a doc page, each replaceable through `ThemeProvider`’s `components`: breadcrumbs, title with its',
      'badge, version menu (and, for versioned docs, the banner of an old or unreleased version), the notice of an',
      'unlisted page, Copy page, footer (its tags, edit link and last update, each a part of its own) and previous/next. **Use** one badge per',
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
/** Versioned docs: a menu of every version, each a link to this page in it. */
export const VersionMenuOpen: Story = {
  render: () => <DocVersionMenu version={oldVersion} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /other versions/ }));
  },
};
export const UnmaintainedVersion: Story = { render: () => <DocVersionBanner version={oldVersion} /> };
export const UnreleasedVersion: Story = { render: () => <DocVersionBanner version={nextVersion} /> };
export const Unlisted: Story = { render: () => <DocUnlistedNotice /> };
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
