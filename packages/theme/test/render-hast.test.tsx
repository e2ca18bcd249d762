import type { Root } from 'hast';
import { type Components, type Jsx, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { h, root } from '../src/fixtures/hast.js';
import {
  accountPlansPage,
  candlesPage,
  optionLookupPage,
  priceDifferencesPage,
} from '../src/fixtures/index.js';
import { type HastComponents, htmlProps, renderHast } from '../src/mdx/render-hast.js';

const Slot = ({ title, children }: { title?: string; children?: unknown }) => (
  <section data-slot={title}>{children as never}</section>
);
const components: HastComponents = {
  Admonition: Slot,
  CodeBlock: Slot,
  Tabs: Slot,
  TabItem: Slot,
  DocCardList: Slot,
  Details: Slot,
};

const Tabs = (props: { groupId: string; default: boolean; children: unknown }) => (
  <div data-group={props.groupId} data-default={String(props.default)}>
    {props.children as never}
  </div>
);

/** A site's component taking an array written in the page (`points={[1, 2]}`). */
const Chart = (props: { points: number[]; className: string }) => (
  <svg className={props.className} data-sum={props.points.reduce((a, b) => a + b)} />
);

function viaRehypeReact(tree: Root): string {
  return renderToStaticMarkup(
    toJsxRuntime(tree, {
      Fragment,
      jsx: jsx as Jsx,
      jsxs: jsxs as Jsx,
      components: components as unknown as Partial<Components>,
    }),
  );
}

describe('renderHast', () => {
  it.each([
    ['the candles endpoint page', candlesPage.content],
    ['the plans page', accountPlansPage.content],
    ['a Sheets formula page', optionLookupPage.content],
    ['a page with an image', priceDifferencesPage.content],
    [
      'footnotes, as GFM writes them',
      root(
        h(
          'p',
          {},
          'Credits expire',
          h(
            'sup',
            {},
            h(
              'a',
              {
                href: '#user-content-fn-1',
                id: 'user-content-fnref-1',
                dataFootnoteRef: true,
                ariaDescribedBy: ['footnote-label'],
              },
              '1',
            ),
          ),
          '. '.repeat(240),
        ),
        h(
          'section',
          { dataFootnotes: true, className: ['footnotes'] },
          h('h2', { className: ['sr-only'], id: 'footnote-label' }, 'Footnotes'),
          h(
            'ol',
            {},
            h(
              'li',
              { id: 'user-content-fn-1' },
              h(
                'p',
                {},
                'At midnight. ',
                h(
                  'a',
                  {
                    href: '#user-content-fnref-1',
                    dataFootnoteBackref: '',
                    ariaLabel: 'Back to reference 1',
                    className: ['data-footnote-backref'],
                  },
                  '↩',
                ),
              ),
            ),
          ),
        ),
      ),
    ],
  ])('renders %s to the same HTML as rehype-react', (_, content) => {
    const html = renderToStaticMarkup(renderHast(content, components));
    expect(html.length).toBeGreaterThan(500);
    expect(html).toBe(viaRehypeReact(content));
  });

  it('turns HAST properties into React props', () => {
    expect(
      htmlProps({
        className: ['token', 'keyword'],
        ariaLabel: 'Copy',
        ariaDescribedBy: ['footnote-label'],
        dataLine: 3,
        dataFootnoteRef: true,
        style: 'counter-reset: line 4; --mdd-x: 1px',
        srcSet: ['a.png 1x', 'b.png 2x'] as unknown as string,
        hidden: true,
        title: null as unknown as string,
      }),
    ).toEqual({
      className: 'token keyword',
      'aria-label': 'Copy',
      'aria-describedby': 'footnote-label',
      'data-line': 3,
      'data-footnote-ref': true,
      style: { counterReset: 'line 4', '--mdd-x': '1px' },
      srcSet: 'a.png 1x, b.png 2x',
      hidden: true,
    });
  });

  it("passes a component's array values as they are, its class list joined", () => {
    const tree = root(h('Chart', { points: [1, 2], className: ['a', 'b'] } as never));
    expect(renderToStaticMarkup(renderHast(tree, { Chart }))).toBe('<svg class="a b" data-sum="3"></svg>');
  });

  it('passes properties to components and drops whitespace inside tables', () => {
    const tree = root(
      h('Tabs', { groupId: 'lang', default: true }, h('p', {}, 'x')),
      h('table', {}, '\n', h('tbody', {}, h('tr', {}, h('td', {}, '1')))),
    );
    expect(renderToStaticMarkup(renderHast(tree, { Tabs }))).toBe(
      '<div data-group="lang" data-default="true"><p>x</p></div><table><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });
});
