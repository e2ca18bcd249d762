import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { inContent } from '../../.storybook/decorators.js';
import { dark, mobile } from '../../.storybook/modes.js';
import { codeBlock, h, root } from '../fixtures/hast.js';
import { MdxContent } from './MdxContent.js';

const request = (groupId?: string) =>
  h(
    'Tabs',
    groupId ? { groupId } : {},
    h(
      'TabItem',
      { value: 'http', label: 'HTTP' },
      codeBlock({ language: 'http', lines: [['GET https://api.marketdata.app/v1/stocks/candles/D/AAPL/']] }),
    ),
    h(
      'TabItem',
      { value: 'curl', label: 'cURL', default: true },
      codeBlock({
        language: 'bash',
        lines: [
          [['function', 'curl'], ' ', ['string', '"https://api.marketdata.app/v1/stocks/candles/D/AAPL/"']],
        ],
      }),
    ),
    h('TabItem', { value: 'php', label: 'PHP' }, h('p', {}, 'Use the PHP SDK.')),
  );

const meta = {
  title: 'MDX/Tabs',
  component: MdxContent,
  args: { content: root(request()) },
  decorators: [inContent],
} satisfies Meta<typeof MdxContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `default` item (cURL) is selected first. */
export const DefaultTab: Story = {};
export const Dark: Story = { globals: dark };

/** Both sets share `groupId="language"`: choosing a tab in one switches the other and is remembered. */
export const Grouped: Story = {
  args: {
    content: root(request('language'), h('p', {}, 'The same choice applies below.'), request('language')),
  },
};

export const LongLabels: Story = {
  args: {
    content: root(
      h(
        'Tabs',
        {},
        h(
          'TabItem',
          { value: 'required', label: 'Required parameters for every request' },
          h('p', {}, 'Required.'),
        ),
        h(
          'TabItem',
          { value: 'date', label: 'Date range parameters (from, to, countback)' },
          h('p', {}, 'Dates.'),
        ),
        h('TabItem', { value: 'optional', label: 'Optional parameters' }, h('p', {}, 'Optional.')),
      ),
    ),
  },
  globals: mobile,
};

export const KeyboardMoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'cURL' }));
    await userEvent.keyboard('{ArrowRight}');
  },
};
