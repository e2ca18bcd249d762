import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { createFakeSearchClient, longFakeRecords } from './fake-search-client.js';
import { HighlightedText } from './HighlightedText.js';
import { SearchDialog } from './SearchDialog.js';
import { SearchModal } from './SearchModal.js';
import { withRecentSearches, withSearchClient } from './story-helpers.js';

// The modal's dialog as `SearchModal` shows it once its code has loaded, over a fake search client
// (the made-up candles, quotes and plans pages in `fake-search-client.ts`). A line comment: the
// docs page would show a JSDoc comment here in place of the usage note.
const meta = {
  title: 'Search/SearchModal',
  component: SearchDialog,
  subcomponents: { SearchModal, HighlightedText },
  parameters: {
    // A dialog fixed to the window: a frame of its own on the docs page.
    framedInDocs: true,
    ...usage(
      'Search as you type: recent searches, results grouped by page with the matches marked, arrow keys and Enter,',
      '`See all {count} results`, and the no-results and fetch-failure states with their fixed texts. **Don’t** change',
      'the texts per site: they are part of the spec.',
    ),
  },
  // Esc, Cancel, a click outside or a result opened: logged in the Actions panel.
  args: { onClose: action('onClose') },
  // The dialog reads `initialQuery` once: a new query in Controls opens it anew.
  render: (args) => <SearchDialog key={args.initialQuery} {...args} />,
  decorators: [withSearchClient(createFakeSearchClient())],
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the dialog shows what its query found: results, none, or the failure (no spinner, no
 * recent searches). Whatever query Controls give it: a play function runs again after a change.
 */
const searched = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const settled =
      !canvasElement.querySelector('.mdd-search-spinner') &&
      !canvasElement.querySelector('.mdd-search-modal__body .mdd-search-state--hint, .mdd-search-recent');
    if (!settled) throw new Error('The search has not answered yet.');
  });
const answered: Story['play'] = ({ canvasElement }) => searched(canvasElement);

/** Idle without recent searches: a hint. */
export const Idle: Story = {};

export const IdleWithRecentSearches: Story = {
  beforeEach: withRecentSearches(['stock candles', 'options chain', 'rate limits', 'api token', 'STOCKDATA']),
};
export const IdleWithRecentSearchesMobile: Story = {
  ...IdleWithRecentSearches,
  globals: mobile,
};

/** The first search, while the index loads: a spinner. */
export const Loading: Story = {
  args: { initialQuery: 'candles' },
  decorators: [withSearchClient(createFakeSearchClient({ mode: 'pending' }))],
};

/** Results grouped by page, matches marked, `See all` last. */
export const Results: Story = { args: { initialQuery: 'candles' }, play: answered };
export const ResultsMobile: Story = { ...Results, globals: mobile };

/** ArrowDown twice: the second hit is active (aria-activedescendant), for any query typed in Controls. */
export const ResultsWithActiveHit: Story = {
  args: { initialQuery: 'candles' },
  play: async ({ canvasElement }) => {
    await searched(canvasElement);
    const input = within(canvasElement).getByRole('combobox', { name: 'Search docs' });
    await userEvent.type(input, '{ArrowDown}{ArrowDown}');
  },
};

/**
 * The previous results stay on screen (the spinner in the field) while the next query runs: the
 * query of Controls, then ` quotes` typed after it.
 */
export const LoadingKeepsResults: Story = {
  args: { initialQuery: 'candles' },
  decorators: [withSearchClient(createFakeSearchClient({ answers: 1 }))],
  play: async ({ canvasElement }) => {
    await searched(canvasElement);
    const input = within(canvasElement).getByRole('combobox', { name: 'Search docs' });
    await userEvent.type(input, ' quotes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  },
};

export const NoResults: Story = {
  args: { initialQuery: 'qqqxzzv' },
  play: answered,
};
export const NoResultsMobile: Story = { ...NoResults, globals: mobile };

/** The backend is unreachable. */
export const FetchFailure: Story = {
  args: { initialQuery: 'candles' },
  decorators: [withSearchClient(createFakeSearchClient({ mode: 'fail' }))],
  play: answered,
};
export const FetchFailureMobile: Story = { ...FetchFailure, globals: mobile };

/** Long page titles, headings and snippets wrap inside the dialog. */
export const LongLabels: Story = {
  args: { initialQuery: 'candles' },
  decorators: [withSearchClient(createFakeSearchClient({ records: longFakeRecords }))],
  play: answered,
};
export const LongLabelsMobile: Story = { ...LongLabels, globals: mobile };

/** Markup in a query is text: nothing is injected. */
export const HostileQuery: Story = {
  args: { initialQuery: '<img src=x onerror=alert(1)><script>alert(1)</script>' },
  play: answered,
};

/** A long right-to-left query (capped at 256 characters). */
export const RightToLeftQuery: Story = {
  args: { initialQuery: 'الشموع اليابانية للأسهم '.repeat(20) },
  play: answered,
};
