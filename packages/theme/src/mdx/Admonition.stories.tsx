import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { inContent } from '../../.storybook/decorators.js';
import { mobile } from '../../.storybook/modes.js';
import { h, root } from '../fixtures/hast.js';
import { Admonition, AdmonitionTitle, type AdmonitionType } from './Admonition.js';
import { MdxContent } from './MdxContent.js';

/** Every type, in the order of the usage note (TypeScript keeps the list complete). */
const everyType = {
  note: true,
  tip: true,
  info: true,
  caution: true,
  warning: true,
  danger: true,
  important: true,
  success: true,
  secondary: true,
} satisfies Record<AdmonitionType, true>;
const types = Object.keys(everyType) as AdmonitionType[];

const meta = {
  title: 'MDX/Admonition',
  component: Admonition,
  subcomponents: { AdmonitionTitle },
  argTypes: {
    type: { control: 'select', options: types },
    title: { control: 'text' },
    children: {
      control: 'text',
      description: 'The body (in a page: any Markdown, other admonitions included).',
    },
  },
  args: { type: 'note', children: 'Prices are adjusted for splits unless you ask for raw prices.' },
  render: ({ children, ...args }) => (
    <Admonition {...args}>
      <p>{children}</p>
    </Admonition>
  ),
  decorators: [inContent],
  parameters: {
    docs: {
      description: {
        component: [
          'Written as `:::note`, `:::tip`, `:::info`, `:::caution`, `:::warning` or `:::danger`, with an optional title after the type.',
          '**Use** note for background, tip for a shortcut, info for a fact worth knowing, caution for something to check first,',
          'warning for something that can go wrong, danger for data loss or charges. **Don’t** stack several in a row or put a',
          'whole section in one: the colour stops meaning anything. `:::important`, `:::success` and `:::secondary` (Docusaurus 3)',
          'look like info, tip and note under their own titles. The icon and the bar reach 3:1 on their background;',
          'the text reaches 4.5:1 in both modes (see Foundations/Colours).',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof Admonition>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change the type, title and text in Controls. */
export const Playground: Story = {};

/** Every type, as the pipeline hands them over (`:::type` with a link and inline code). */
export const AllTypes: Story = {
  render: () => (
    <MdxContent
      content={root(
        ...types.map((type) =>
          h(
            'Admonition',
            { type },
            h(
              'p',
              {},
              `${/^[aeiou]/.test(type) ? 'An' : 'A'} ${type} with `,
              h('a', { href: '/docs-staging/api/authentication' }, 'a link'),
              ' and ',
              h('code', {}, 'code'),
              '.',
            ),
          ),
        ),
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^An info with/)).toBeInTheDocument();
  },
};

/** Caution (yellow, exclamation mark in a circle) and Warning (orange, triangle) are told apart. */
export const CautionAndWarning: Story = {
  render: () => (
    <>
      <Admonition type="caution">
        <p>Check the symbol’s exchange before you compare prices.</p>
      </Admonition>
      <Admonition type="warning">
        <p>A request without a date range returns only the last trading day.</p>
      </Admonition>
    </>
  ),
};

export const CustomTitle: Story = { args: { type: 'info', title: 'Premium Formula' } };

/** A title with inline markup (`:::tip[Use **adjusted** prices]`): the pipeline hands it over as an `AdmonitionTitle` child. */
export const MarkupTitle: Story = {
  render: () => (
    <Admonition type="tip">
      <AdmonitionTitle>
        Use <strong>adjusted</strong> prices
      </AdmonitionTitle>
      <p>They stay comparable across splits.</p>
    </Admonition>
  ),
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note.querySelector('.mdd-admonition__title')).toHaveTextContent('Use adjusted prices');
    await expect(note.querySelector('.mdd-admonition__title strong')).toHaveTextContent('adjusted');
    await expect(note.querySelector('.mdd-admonition__content')).toHaveTextContent(/^They stay comparable/);
  },
};

export const LongTitleMobile: Story = {
  args: {
    type: 'warning',
    title: 'Intraday candles older than the plan’s history window are not returned at all',
  },
  globals: mobile,
};

export const Nested: Story = {
  render: () => (
    <Admonition type="warning">
      <p>Outer warning.</p>
      <Admonition type="tip">
        <p>A tip inside the warning.</p>
      </Admonition>
    </Admonition>
  ),
  globals: mobile,
};
