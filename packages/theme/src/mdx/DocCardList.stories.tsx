import type { Meta, StoryObj } from '@storybook/react';
import { dark, mobile } from '../../.storybook/modes.js';
import { universalParametersPage } from '../fixtures/index.js';
import { DocCardList } from './DocCard.js';

const meta = {
  title: 'MDX/DocCardList',
  component: DocCardList,
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
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DocCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {};
export const Dark: Story = { globals: dark };
export const Mobile: Story = { globals: mobile };
export const RealCategory: Story = { args: { cards: universalParametersPage.cards ?? [] } };
/** No cards: renders nothing. */
export const Empty: Story = { args: { cards: [] }, parameters: { rendersNothing: true } };
