import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { sidebarFiles } from '../../.storybook/fake-server.js';
import { dark, mobile } from '../../.storybook/modes.js';
import { apiFullSidebar, candlesPage, handWrittenSidebar, longLabelSidebar } from '../fixtures/index.js';
import { DocSidebar } from './DocSidebar.js';

const meta = {
  title: 'Doc/DocSidebar',
  component: DocSidebar,
  args: { items: apiFullSidebar },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18.75rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const FullDark: Story = { globals: dark };
export const Mobile: Story = { globals: mobile };

/** A large section's page carries only its open path; the other categories are `partial`. */
export const Trimmed: Story = { args: { items: candlesPage.sidebar, sidebarFile: sidebarFiles.api } };

const openMarkets = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Toggle category Markets' }));
};

export const TrimmedExpanded: Story = { ...Trimmed, play: openMarkets };
export const Loading: Story = {
  args: { items: candlesPage.sidebar, sidebarFile: sidebarFiles.pending },
  play: openMarkets,
};
export const LoadingError: Story = {
  args: { items: candlesPage.sidebar, sidebarFile: sidebarFiles.missing },
  play: async (context) => {
    await openMarkets(context);
    await within(context.canvasElement).findByRole('button', { name: 'Retry' });
  },
};

export const LongLabels: Story = { args: { items: longLabelSidebar } };
/** A large section: a window of its top-level entries, the rest behind Show more. */
export const Window: Story = {
  args: {
    items: candlesPage.sidebar.slice(5, 7),
    sidebarFile: sidebarFiles.api,
    omitted: { before: 5, after: 6 },
  },
};
export const Empty: Story = { args: { items: [] } };
/** A hand-written sidebar: HTML, a ref to another section, links in and out of the site, an unlisted page hidden. */
export const HandWritten: Story = { args: { items: handWrittenSidebar } };
export const HandWrittenDark: Story = { ...HandWritten, globals: dark };
