import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { inContent } from '../../.storybook/decorators.js';
import { dark, mobile } from '../../.storybook/modes.js';
import { codeBlock, root } from '../fixtures/hast.js';
import { MdxContent } from './MdxContent.js';

const json = codeBlock({
  language: 'json',
  title: 'response.json',
  lineNumbers: true,
  highlight: [2, 3],
  lines: [
    [['punctuation', '{']],
    ['  ', ['property', '"s"'], ['operator', ':'], ' ', ['string', '"ok"'], ['punctuation', ',']],
    [
      '  ',
      ['property', '"c"'],
      ['operator', ':'],
      ' ',
      ['punctuation', '['],
      ['number', '217.68'],
      ['punctuation', ','],
      ' ',
      ['number', '221.03'],
      ['punctuation', ']'],
      ['punctuation', ','],
    ],
    [
      '  ',
      ['property', '"t"'],
      ['operator', ':'],
      ' ',
      ['punctuation', '['],
      ['number', '1705298400'],
      ['punctuation', ']'],
    ],
    [['punctuation', '}']],
  ],
});

const formula = codeBlock({
  language: 'excel-formula',
  lines: [
    [
      ['operator', '='],
      ['function-name', 'STOCKDATA'],
      ['punctuation', '('],
      ['string', '"AAPL"'],
      ['punctuation', ','],
      ' ',
      ['cell', 'A1'],
      ['punctuation', ')'],
    ],
    [['comment', '// Returns the latest quote of AAPL with the options in A1']],
  ],
});

const long = codeBlock({
  language: 'bash',
  lines: [
    [
      ['function', 'curl'],
      ' ',
      ['parameter', '-H'],
      ' ',
      ['string', '"Authorization: Token YOUR_TOKEN_HERE_WITH_A_VERY_LONG_VALUE"'],
      ' ',
      [
        'string',
        '"https://api.marketdata.app/v1/stocks/candles/D/AAPL/?from=2020-01-01&to=2020-12-31&format=csv&headers=true&dateformat=timestamp"',
      ],
    ],
  ],
});

const meta = {
  title: 'MDX/CodeBlock',
  component: MdxContent,
  args: { content: root(json) },
  decorators: [inContent],
} satisfies Meta<typeof MdxContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title bar, line numbers, lines 2-3 highlighted. */
export const TitleNumbersHighlights: Story = {};
export const Dark: Story = { globals: dark };
export const ExcelFormula: Story = { args: { content: root(formula) } };
export const ExcelFormulaDark: Story = { args: { content: root(formula) }, globals: dark };
export const LongLine: Story = { args: { content: root(long) }, globals: mobile };

export const SoftWrapped: Story = {
  args: { content: root(long) },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle word wrap' }));
  },
};
