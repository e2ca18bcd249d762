import type { Meta, StoryObj } from '@storybook/react';
import { highlightCode } from '../../.storybook/highlight.js';
import { usage } from '../../.storybook/usage.js';
import { ColorModeToggle } from '../color-mode/ColorModeToggle.js';
import { DocPaginator } from '../doc/DocPaginator.js';
import { DocSidebar } from '../doc/DocSidebar.js';
import { h, root } from '../fixtures/hast.js';
import { candlesPage } from '../fixtures/index.js';
import { Navbar } from '../layout/Navbar.js';
import { MdxContent } from '../mdx/MdxContent.js';
import { TabItem, Tabs } from '../mdx/Tabs.js';

const code = highlightCode('curl "https://api.marketdata.app/v1/stocks/quotes/AAPL/"', 'bash', '');

/** The interactive parts of the theme side by side, for one pseudo-state at a time. */
function Sampler() {
  return (
    <>
      <Navbar />
      <div style={{ display: 'flex', gap: '2rem', padding: '1rem', flexWrap: 'wrap' }}>
        <div style={{ width: '16rem' }}>
          <DocSidebar items={candlesPage.sidebar.slice(0, 3)} />
        </div>
        <div className="mdd-content" style={{ flex: '1 1 20rem', minWidth: 0, maxWidth: '40rem' }}>
          <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <button type="button" className="mdd-button">
              Primary
            </button>
            <button type="button" className="mdd-button mdd-button--outline">
              Outline
            </button>
            <button type="button" className="mdd-button mdd-button--small mdd-button--outline">
              Small
            </button>
            <ColorModeToggle />
          </p>
          <p>
            Every request needs a token:{' '}
            <a href="/docs-staging/api/authentication">read how to authenticate</a>.
          </p>
          <Tabs>
            <TabItem value="http" label="HTTP">
              <p>HTTP</p>
            </TabItem>
            <TabItem value="curl" label="cURL">
              <p>cURL</p>
            </TabItem>
          </Tabs>
          <MdxContent content={root(h('CodeBlock', { language: 'bash' }, code.pre))} />
          <DocPaginator prev={candlesPage.prev} next={candlesPage.next} />
        </div>
      </div>
    </>
  );
}

const meta = {
  title: 'States/Hover, focus and pressed',
  render: () => <Sampler />,
  parameters: usage(
    'Buttons, links, navbar and sidebar entries, tabs, code block buttons and the paginator in one state at a time',
    '(the pseudo-states addon forces `:hover`, `:focus-visible` and `:active`; its toolbar button sets any state on',
    'any story). Focus always shows a ring in `--mdd-color-focus`, 3:1 or more against the page.',
  ),
} satisfies Meta;

export default meta;

/** What takes focus in the sampler: links, buttons, tabs and panels, the code's scroll region. */
const focusable = ['a[href]', 'button', '[tabindex="0"]'];
type Story = StoryObj<typeof meta>;

export const Rest: Story = {};
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
/**
 * Focus rings on what takes focus. Forced on every element (`focusVisible: true`), the theme's
 * `:focus-visible` ring also drew around paragraphs, code tokens and containers that never take focus.
 */
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: focusable } } };
export const Pressed: Story = { parameters: { pseudo: { active: true, hover: true } } };
