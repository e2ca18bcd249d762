import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { createFakeSearchClient, longFakeRecords } from './fake-search-client.js';
import { SearchPage } from './SearchPage.js';
import { withSearchClient, withUrlSearch } from './story-helpers.js';

// The `/search` page over a fake search client; `q` and `section` come from the URL. A line
// comment: the docs page would show a JSDoc comment here in place of the usage note.
const meta = {
  title: 'Search/SearchPage',
  component: SearchPage,
  decorators: [withSearchClient(createFakeSearchClient())],
  parameters: {
    route: '/search',
    ...usage(
      'The `/search` route: the query and the section filter live in the URL, results are grouped by page, Load more',
      'adds the next ones. Long one-word titles and paths wrap, so a phone never scrolls sideways.',
    ),
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matches the `{n} results for "{query}"` line (the query sits in a <bdi>). */
const count = (query: string) => (_: string, element: Element | null) =>
  element?.classList.contains('mdd-search-page__count') === true &&
  (element.textContent ?? '').endsWith(`results for "${query}"`);

/** As the server renders it: no query yet. */
export const Idle: Story = {};
export const IdleMobile: Story = { globals: mobile };

export const Loading: Story = {
  beforeEach: withUrlSearch({ q: 'candles' }),
  decorators: [withSearchClient(createFakeSearchClient({ mode: 'pending' }))],
};

export const Results: Story = {
  beforeEach: withUrlSearch({ q: 'candles' }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(count('candles'));
  },
};
export const ResultsMobile: Story = { ...Results, globals: mobile };

/** After Load more: the next 20 hits, merged into their pages. */
export const LoadedMore: Story = {
  ...Results,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(count('candles'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more results' }));
    await canvas.findAllByRole('link', { name: /Candles/ });
  },
};

/** `?section=sheets`: only the Sheets Add-On's hits. */
export const FilteredBySection: Story = {
  beforeEach: withUrlSearch({ q: 'candles', section: 'sheets' }),
  play: Results.play,
};

export const NoResults: Story = {
  beforeEach: withUrlSearch({ q: 'qqqxzzv' }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Try searching for');
  },
};

export const FetchFailure: Story = {
  beforeEach: withUrlSearch({ q: 'candles' }),
  decorators: [withSearchClient(createFakeSearchClient({ mode: 'fail' }))],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Unable to fetch results', { exact: true });
  },
};
export const FetchFailureMobile: Story = { ...FetchFailure, globals: mobile };

export const LongLabels: Story = {
  beforeEach: withUrlSearch({ q: 'candles' }),
  decorators: [withSearchClient(createFakeSearchClient({ records: longFakeRecords }))],
  play: Results.play,
};
export const LongLabelsMobile: Story = { ...LongLabels, globals: mobile };

/** `?q=<img src=x onerror=alert(1)>`: shown as text. */
export const HostileQuery: Story = {
  beforeEach: withUrlSearch({ q: '<img src=x onerror=alert(1)>' }),
  play: NoResults.play,
};

/** A 5,000-character query, shown capped at 256 characters. */
export const VeryLongQuery: Story = {
  beforeEach: withUrlSearch({ q: 'candles'.repeat(715) }),
  play: NoResults.play,
};

/** Emoji and right-to-left text. */
export const EmojiAndRightToLeft: Story = {
  beforeEach: withUrlSearch({ q: '📈 الشموع اليابانية 🚀' }),
  play: NoResults.play,
};
