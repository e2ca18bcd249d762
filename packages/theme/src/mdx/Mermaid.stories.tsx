import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { inContent } from '../../.storybook/decorators.js';
import { highlightCode } from '../../.storybook/highlight.js';
import { h, root } from '../fixtures/hast.js';
import { MdxContent } from './MdxContent.js';
import { Mermaid, type MermaidProps } from './Mermaid.js';

const flowchart = [
  'flowchart LR',
  '  accTitle: How a request is answered',
  '  A[Request] --> B{Token valid?}',
  '  B -- yes --> C[Quote]',
  '  B -- no --> D[401 Unauthorized]',
].join('\n');

/** The diagram as a page has it: the pipeline's highlighted code block inside the `Mermaid` slot. */
function PageDiagram({ value, settings }: MermaidProps) {
  const code = highlightCode(value, 'mermaid', '');
  return (
    <Mermaid value={value} settings={settings}>
      <MdxContent content={root(h('CodeBlock', { language: code.language }, code.pre))} />
    </Mermaid>
  );
}

const meta = {
  title: 'MDX/Mermaid',
  component: Mermaid,
  argTypes: {
    value: { control: 'text', description: 'The diagram’s Mermaid source (the fence’s text).' },
    settings: { control: false, description: 'Mermaid themes per colour mode and Mermaid’s options.' },
    children: { control: false },
  },
  args: { value: flowchart },
  render: (args) => <PageDiagram {...args} />,
  decorators: [inContent],
  // Drawn (or failed) before the story is looked at: Mermaid loads on demand.
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.mdd-mermaid')?.getAttribute('data-state')).not.toBe('source'),
      { timeout: 15_000 },
    );
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A ```` ```mermaid ```` block of a page. The server renders its source as code (readable without JavaScript,',
          'and found by search); in the browser Mermaid, loaded only on pages with a diagram, draws it in the colour',
          'mode in effect and again when it changes. It is an image named by its `accTitle` (or its title, or its type).',
          '**Use** `accTitle:` to name what the diagram shows. **Don’t** draw what a list or a table says as well.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<MermaidProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flowchart named by its `accTitle`; edit the source in Controls. */
export const Flowchart: Story = {};

export const SequenceDiagram: Story = {
  args: {
    value: 'sequenceDiagram\n  Client->>API: GET /v1/stocks/quotes/AAPL/\n  API-->>Client: 200 OK, the quote',
  },
};

/** Themes of the site's own: `neutral` in light mode, `forest` in dark mode. */
export const SiteThemes: Story = { args: { settings: { theme: { light: 'neutral', dark: 'forest' } } } };

/** A diagram that does not parse: Mermaid's message above its source. */
export const ParseError: Story = { args: { value: 'flowchart LR\n  A[Start --> B' } };
