import type { Meta, StoryObj } from '@storybook/react';
import { dark, mobile } from '../../.storybook/modes.js';
import { h, root } from '../fixtures/hast.js';
import { accountPlansPage, candlesPage } from '../fixtures/index.js';
import { MdxContent } from './MdxContent.js';

const meta = {
  title: 'MDX/MdxContent',
  component: MdxContent,
  args: { content: candlesPage.content },
  decorators: [
    (Story) => (
      <div className="mdd-content" style={{ padding: '1rem', maxWidth: '52rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MdxContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CandlesBody: Story = {};
export const CandlesBodyDark: Story = { globals: dark };
export const WideTableMobile: Story = {
  args: { content: accountPlansPage.content, cards: accountPlansPage.cards },
  globals: mobile,
};

export const Details: Story = {
  args: {
    content: root(
      h(
        'Details',
        {},
        h('summary', {}, 'Why are my prices delayed?'),
        h('p', {}, 'Free plans get 15-minute delayed quotes.'),
      ),
      h('Details', { open: true }, h('summary', {}, 'An open disclosure'), h('p', {}, 'Its content shows.')),
    ),
  },
};
export const DetailsDark: Story = { ...Details, globals: dark };

export const Empty: Story = { args: { content: root() } };
