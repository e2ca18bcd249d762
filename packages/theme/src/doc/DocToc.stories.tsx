import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { dark, mobile } from '../../.storybook/modes.js';
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
  args: { toc: candlesPage.toc },
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
export const Dark: Story = { args: { toc: nested }, globals: dark };

export const MobileClosed: Story = { render: (args) => <DocTocMobile {...args} />, globals: mobile };
export const MobileOpen: Story = {
  ...MobileClosed,
  args: { toc: nested },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'On this page' }));
  },
};
export const MobileOpenDark: Story = { ...MobileOpen, globals: { ...mobile, ...dark } };
