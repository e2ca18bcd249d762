import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { h, root } from '../fixtures/hast.js';
import { accountPlansPage, candlesPage } from '../fixtures/index.js';
import { ContentImage, ContentLink, ContentPre, ScrollTable } from './content-elements.js';
import { Details as DetailsComponent } from './Details.js';
import { Heading } from './Heading.js';
import { MdxContent } from './MdxContent.js';

const meta = {
  title: 'MDX/MdxContent',
  component: MdxContent,
  subcomponents: { Details: DetailsComponent, Heading, ContentLink, ScrollTable, ContentImage, ContentPre },
  args: { content: candlesPage.content },
  parameters: usage(
    'Renders a page body: headings get an anchor link, tables scroll inside a focusable region, images load lazily,',
    'links load pages in place, and the pipeline’s slots become the theme’s Admonition, CodeBlock, Tabs, DocCardList',
    'and Details. **Don’t** put a wide table inside tabs or an admonition: it then scrolls in a narrow box.',
  ),
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

export const Empty: Story = { args: { content: root() } };
