import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { universalParametersPage } from '../fixtures/index.js';
import { DocCard, DocCardList } from './DocCard.js';

const meta = {
  title: 'MDX/DocCardList',
  component: DocCardList,
  subcomponents: { DocCard },
  args: {
    cards: [
      { kind: 'category', title: 'Stocks', route: '/api/stocks', count: 6 },
      { kind: 'category', title: 'Markets', route: '/api/markets', count: 1 },
      {
        kind: 'doc',
        title: 'Earnings',
        route: '/api/stocks/earnings',
        badge: 'Premium',
        description: 'Reported and estimated earnings per share, surprises and the earnings calendar.',
      },
      {
        kind: 'doc',
        title: 'A doc card whose title is far too long to fit on one line of a card',
        route: '/api/long',
        badge: 'Beta',
        description:
          'A description long enough to be cut after three lines: it keeps going with more words about candles, quotes, chains and everything else the API answers for every listed instrument.',
      },
    ],
  },
  parameters: {
    layout: 'padded',
    ...usage(
      '`<DocCardList />` in a page: a card per page or category of the current category, with its badge and a',
      'description cut after three lines. **Use** the front matter `description` for the card text. **Don’t** list',
      'more than a screenful: split the category instead.',
    ),
  },
} satisfies Meta<typeof DocCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {};
export const Mobile: Story = { globals: mobile };
export const RealCategory: Story = { args: { cards: universalParametersPage.cards ?? [] } };
/** No cards: renders nothing. */
export const Empty: Story = { args: { cards: [] }, parameters: { rendersNothing: true } };
