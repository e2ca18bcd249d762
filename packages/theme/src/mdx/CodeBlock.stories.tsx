import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { inContent } from '../../.storybook/decorators.js';
import { highlightCode } from '../../.storybook/highlight.js';
import { mobile } from '../../.storybook/modes.js';
import { h, root } from '../fixtures/hast.js';
import { CodeBlock, type CodeBlockProps } from './CodeBlock.js';
import { MdxContent } from './MdxContent.js';

const url = 'https://api.marketdata.app/v1/stocks/candles/D/AAPL/';
const longUrl = `${url}?from=2020-01-01&to=2020-12-31&format=csv&headers=true&dateformat=timestamp&columns=t,o,h,l,c,v`;

/** A short and a long-lined example per language. */
const examples: Record<string, [string, string]> = {
  json: [
    '{\n  "s": "ok",\n  "c": [217.68, 221.03],\n  "t": [1705298400]\n}',
    '{\n  "s": "ok",\n  "errmsg": "The from date is after the to date; swap them or leave one out to get the last trading day",\n  "c": [217.68]\n}',
  ],
  http: [`GET ${url}\nAuthorization: Token YOUR_TOKEN`, `GET ${longUrl}\nAuthorization: Token YOUR_TOKEN`],
  bash: [
    `curl "${url}"`,
    `curl -H "Authorization: Token YOUR_TOKEN_HERE_WITH_A_VERY_LONG_VALUE" "${longUrl}"`,
  ],
  php: [
    "<?php\n$client = new MarketDataApp\\Client('YOUR_TOKEN');\n$candles = $client->stocks->candles('AAPL');",
    "<?php\n$candles = $client->stocks->candles(symbol: 'AAPL', resolution: 'D', from: '2020-01-01', to: '2020-12-31', countback: null);",
  ],
  javascript: [
    `const response = await fetch('${url}');\nconst candles = await response.json();`,
    `const response = await fetch('${longUrl}', { headers: { Authorization: 'Token YOUR_TOKEN' } });`,
  ],
  python: [
    `import requests\n\ncandles = requests.get("${url}").json()`,
    `candles = requests.get("${longUrl}", headers={"Authorization": "Token YOUR_TOKEN"}).json()`,
  ],
  'excel-formula': [
    '=STOCKDATA("AAPL", A1)',
    '=STOCKDATA("AAPL", "open,high,low,close,volume,change,changepct", "2024-01-02", "2024-12-31", "daily", TRUE)',
  ],
  text: ['Plain text, no highlighting.', `A line of plain text that runs on ${'and on '.repeat(16)}.`],
};
const languages = Object.keys(examples);

interface CodeBlockStoryArgs extends CodeBlockProps {
  language: string;
  title?: string;
  /** The code; empty for the language's example. */
  code?: string;
  /** Use the language's example with a line far wider than the block. */
  longLines?: boolean;
  showLineNumbers?: boolean;
  /** Lines to highlight, e.g. `1,3-4`. */
  highlightLines?: string;
}

/** Highlights the code as the pipeline does at build time and renders it as a page would. */
function HighlightedBlock({
  language,
  title,
  code,
  longLines,
  showLineNumbers,
  highlightLines,
}: CodeBlockStoryArgs) {
  const example = examples[language] ?? examples.text;
  const source = code || example?.[longLines ? 1 : 0] || '';
  const meta = [
    title ? `title="${title.replaceAll('"', '')}"` : '',
    highlightLines ? `{${highlightLines}}` : '',
    showLineNumbers ? 'showLineNumbers' : '',
  ].join(' ');
  const result = highlightCode(source, language, meta);
  return (
    <MdxContent
      content={root(
        h(
          'CodeBlock',
          { language: result.language, ...(result.title ? { title: result.title } : {}) },
          result.pre,
        ),
      )}
    />
  );
}

const meta = {
  title: 'MDX/CodeBlock',
  component: CodeBlock,
  argTypes: {
    language: { control: 'select', options: languages, description: 'Language of the fence (` ```json `).' },
    title: { control: 'text', description: 'Shown in the header bar (` title="response.json" `).' },
    code: { control: 'text', description: 'The code; empty for the language’s example.' },
    longLines: {
      control: 'boolean',
      description: 'Use the language’s example with a line far wider than the block.',
    },
    showLineNumbers: {
      control: 'boolean',
      description: 'Number the lines (`showLineNumbers` after the fence).',
    },
    highlightLines: {
      control: 'text',
      description: 'Lines to highlight, e.g. `1,3-4` (`{1,3-4}` after the fence).',
    },
    children: { control: false },
  },
  args: {
    language: 'json',
    title: 'response.json',
    longLines: false,
    showLineNumbers: false,
    highlightLines: '',
  },
  render: (args) => <HighlightedBlock {...(args as CodeBlockStoryArgs)} />,
  decorators: [inContent],
  parameters: {
    docs: {
      description: {
        component: [
          'A fenced block of a page, highlighted at build time (light and dark palettes switch with the colour mode).',
          'The header bar holds the title, else the language, and the soft-wrap and copy buttons, so they never cover code.',
          '**Use** a title for a file name or an endpoint and `{2-3}` to point at lines. **Don’t** put prose or a whole',
          'response of hundreds of lines in one: cut it to what the text explains.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<CodeBlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change the language, title, code, long lines, line numbers and highlighted lines in Controls. */
export const Playground: Story = {};

/** Title bar, line numbers, lines 2-3 highlighted. */
export const TitleNumbersHighlights: Story = { args: { showLineNumbers: true, highlightLines: '2-3' } };

export const ExcelFormula: Story = { args: { language: 'excel-formula', title: undefined } };

/** Without a title the header names the language; the buttons sit beside it, not over the first line. */
export const ButtonsBesideLongFirstLine: Story = {
  args: { language: 'bash', title: undefined, longLines: true },
  globals: mobile,
};

export const PlainText: Story = { args: { language: 'text', title: undefined } };

/** Soft wrap switched on: long lines wrap, whatever the Controls. */
export const SoftWrapped: Story = {
  args: { language: 'bash', title: undefined, longLines: true },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toggle word wrap' }));
  },
};
