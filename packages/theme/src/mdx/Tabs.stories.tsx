import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { inContent } from '../../.storybook/decorators.js';
import { mobile } from '../../.storybook/modes.js';
import { labelsFrom } from '../../.storybook/story-args.js';
import { codeBlock, h, root } from '../fixtures/hast.js';
import { MdxContent } from './MdxContent.js';
import { TabItem, Tabs, type TabsProps } from './Tabs.js';

interface TabsStoryArgs extends TabsProps {
  /** Tab labels, separated by commas. */
  labels: string;
  /** Number of tabs; tabs beyond the labels are called `Tab N`. */
  count: number;
  /** Label of the tab selected first. */
  defaultTab?: string;
  /** Tabs with the same group id switch together. */
  groupId?: string;
}

function StoryTabs({ labels, count, defaultTab, groupId }: TabsStoryArgs) {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = labelsFrom(labels)[i] ?? `Tab ${i + 1}`;
    names.push(names.includes(name) ? `${name} (${i + 1})` : name);
  }
  const first = names.includes(defaultTab ?? '') ? defaultTab : undefined;
  // Tabs reads `defaultValue` once: a new first tab in Controls mounts them anew.
  return (
    <Tabs key={first} groupId={groupId || undefined} defaultValue={first}>
      {names.map((name) => (
        <TabItem key={name} value={name} label={name}>
          <p>
            Content of <strong>{name}</strong>.
          </p>
        </TabItem>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'MDX/Tabs',
  component: Tabs,
  subcomponents: { TabItem },
  argTypes: {
    labels: { control: 'text', description: 'Tab labels, separated by commas.' },
    count: {
      control: { type: 'range', min: 1, max: 12, step: 1 },
      description: 'Number of tabs; tabs beyond the labels are called `Tab N`.',
    },
    defaultTab: { control: 'text', description: 'Label of the tab selected first.' },
    // Only where two sets show what it does (Grouped): with one set it changes nothing on screen.
    groupId: { control: false },
    children: { control: false },
    defaultValue: { control: false },
  },
  args: { labels: 'HTTP, cURL, PHP', count: 3, defaultTab: 'cURL' },
  render: (args) => <StoryTabs {...(args as TabsStoryArgs)} />,
  decorators: [inContent],
  parameters: {
    docs: {
      description: {
        component: [
          '`<Tabs>` with `<TabItem value label>` children in a page. Left/Right/Home/End move between tabs; a `groupId`',
          'switches every group on the page and is remembered. The selected tab is tinted and underlined, so it stays clear',
          'when labels wrap. **Use** tabs for the same thing in different forms (languages, SDKs). **Don’t** hide content a',
          'reader needs in every case behind a tab, or use more tabs than fit on two lines of a phone.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<TabsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change the labels, the number of tabs and the first one in Controls. */
export const Playground: Story = {};

/** As a page renders them: the `default` item (cURL) is selected first. */
export const FromPage: Story = {
  render: () => (
    <MdxContent
      content={root(
        h(
          'Tabs',
          {},
          h(
            'TabItem',
            { value: 'http', label: 'HTTP' },
            codeBlock({
              language: 'http',
              lines: [['GET https://api.marketdata.app/v1/stocks/candles/D/AAPL/']],
            }),
          ),
          h(
            'TabItem',
            { value: 'curl', label: 'cURL', default: true },
            codeBlock({
              language: 'bash',
              lines: [
                [
                  ['function', 'curl'],
                  ' ',
                  ['string', '"https://api.marketdata.app/v1/stocks/candles/D/AAPL/"'],
                ],
              ],
            }),
          ),
          h('TabItem', { value: 'php', label: 'PHP' }, h('p', {}, 'Use the PHP SDK.')),
        ),
      )}
    />
  ),
};

/**
 * Both sets share `groupId="language"`: choosing a tab in one switches the other and is remembered.
 * Clear the group id in Controls and each set switches alone.
 */
export const Grouped: Story = {
  args: { groupId: 'language' },
  argTypes: { groupId: { control: 'text' } },
  render: (args) => (
    <>
      <StoryTabs {...(args as TabsStoryArgs)} />
      <p>The same choice applies below.</p>
      <StoryTabs {...(args as TabsStoryArgs)} />
    </>
  ),
};

/** Many tabs whose labels wrap onto several lines: the selected one is still plain to see. */
export const ManyWrapping: Story = {
  args: {
    labels:
      'Required parameters, Date range (from, to, countback), Optional parameters, Format, Headers, Columns, Date format, Limit, Offset',
    count: 9,
    defaultTab: 'Format',
  },
  globals: mobile,
};

export const LongLabels: Story = {
  args: {
    labels:
      'Required parameters for every request, Date range parameters (from, to, countback), Optional parameters',
    count: 3,
    defaultTab: '',
  },
  globals: mobile,
};

/** The first tab clicked, then ArrowRight: the next tab is selected and focused, whatever the Controls. */
export const KeyboardMoved: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { selected: true }));
    await userEvent.keyboard('{ArrowRight}');
  },
};
