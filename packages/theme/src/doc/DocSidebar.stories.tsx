import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { sidebarFiles } from '../../.storybook/fake-server.js';
import { mobile } from '../../.storybook/modes.js';
import { storyNavigation } from '../../.storybook/navigation.js';
import { deepSidebar, deepSidebarRoute } from '../../.storybook/story-args.js';
import { apiFullSidebar, candlesPage, handWrittenSidebar, longLabelSidebar } from '../fixtures/index.js';
import { NavigationContext } from '../navigation.js';
import { DocSidebar, type DocSidebarProps } from './DocSidebar.js';

interface DocSidebarStoryArgs extends DocSidebarProps {
  /** Levels of the generated sidebar (`Deep` story). */
  depth?: number;
  /** Entries per level of the generated sidebar. */
  breadth?: number;
}

const meta = {
  title: 'Doc/DocSidebar',
  component: DocSidebar,
  args: { items: apiFullSidebar },
  argTypes: {
    items: { control: false },
    omitted: { control: false },
    sidebarFile: { control: false },
    depth: { control: false, description: 'Deep story: levels of the generated sidebar.' },
    breadth: { control: false, description: 'Deep story: entries on each level.' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The section's pages and categories beside the content (in the menu below 997 px). The current page is marked",
          'and its categories are open; a large section loads its full tree once, on the first category opened. **Use**',
          'short labels: they wrap, but three lines per entry is hard to scan. **Don’t** nest deeper than three levels',
          'unless the section really is that deep: each level indents the labels further.',
        ].join(' '),
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18.75rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<DocSidebarStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
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

/** A generated sidebar: change its depth and breadth in Controls; the current page is the deepest one. */
export const Deep: Story = {
  args: { depth: 4, breadth: 3 },
  argTypes: {
    depth: { control: { type: 'range', min: 1, max: 6, step: 1 } },
    breadth: { control: { type: 'range', min: 1, max: 6, step: 1 } },
  },
  render: ({ depth = 4, breadth = 3, ...args }) => (
    <NavigationContext value={storyNavigation(deepSidebarRoute(depth, breadth))}>
      <DocSidebar {...args} items={deepSidebar(depth, breadth)} />
    </NavigationContext>
  ),
};
