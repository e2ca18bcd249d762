import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { candlesPage } from '../fixtures/index.js';
import { DocToc } from './DocToc.js';
import { DocTocMobile } from './DocTocMobile.js';

const nested = [
  { id: 'request-parameters', text: 'Request Parameters', depth: 2 },
  { id: 'required', text: 'Required', depth: 3 },
  { id: 'optional', text: 'Optional', depth: 3 },
  { id: 'response-attributes', text: 'Response Attributes', depth: 2 },
  {
    id: 'long',
    text: 'Intraday candles over more than one year need several requests, one per year of history',
    depth: 3,
  },
];

const meta = {
  title: 'Doc/DocToc',
  component: DocToc,
  subcomponents: { DocTocMobile },
  args: { toc: candlesPage.toc },
  parameters: usage(
    '“On this page”: the page’s h2 and h3 headings, the one in view marked. From 997 px it sits beside the content;',
    'below, `DocTocMobile` is a disclosure above it. **Use** short headings: they are the entries. **Don’t** expect',
    'h4 and deeper headings here.',
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '15rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocToc>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Nested: Story = { args: { toc: nested } };

export const MobileClosed: Story = { render: (args) => <DocTocMobile {...args} />, globals: mobile };
export const MobileOpen: Story = {
  ...MobileClosed,
  args: { toc: nested },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'On this page' }));
  },
};
