import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Page } from '../src/doc/Page.js';
import { h, root } from '../src/fixtures/hast.js';
import { candlesPage } from '../src/fixtures/index.js';
import type { AdmonitionProps } from '../src/mdx/Admonition.js';
import { mdxComponentNames } from '../src/mdx/component-names.js';
import { MdxContent } from '../src/mdx/MdxContent.js';
import { type MdxComponents, mdxComponents } from '../src/mdx/mdx-components.js';
import { renderWithTheme, testNavigation } from './render.js';

const CustomAdmonition = ({ title, children }: AdmonitionProps) => (
  <aside data-testid="custom">
    {title}
    {children}
  </aside>
);

let admonitionRenders = 0;
const CountingAdmonition = (props: AdmonitionProps) => {
  admonitionRenders++;
  return <CustomAdmonition {...props} />;
};

/** What `@mdx-js/mdx` compiles a page with its own JavaScript to: a component taking `components`. */
function CompiledPage({ components }: { components?: Record<string, unknown> }) {
  const { h2: H2, Tabs, TabItem, DocCardList, Admonition } = components as MdxComponents;
  return (
    <>
      <H2 id="live-quote">Live quote</H2>
      <Admonition type="tip">Computed at build time.</Admonition>
      <Tabs groupId="language">
        <TabItem value="js" label="JavaScript">
          fetch()
        </TabItem>
      </Tabs>
      <DocCardList />
    </>
  );
}

describe('MdxContent', () => {
  it('names every component a page imports as @theme/<Name> in mdxComponentNames, the build’s list', () => {
    expect(Object.keys(mdxComponents).filter((key) => /^[A-Z]/.test(key))).toEqual([...mdxComponentNames]);
  });

  it('gives headings with an id a # link with an accessible label', () => {
    renderWithTheme(
      <MdxContent content={root(h('h2', { id: 'rate-limits' }, 'Rate ', h('code', {}, 'Limits')))} />,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveAttribute('id', 'rate-limits');
    // Its name is its text alone: a screen reader's list of headings does not repeat the link's label.
    expect(heading).toHaveAccessibleName('Rate Limits');
    const anchor = within(heading).getByRole('link', { name: 'Direct link to Rate Limits' });
    expect(anchor).toHaveAttribute('href', '#rate-limits');
    expect(anchor).toHaveTextContent('#');
  });

  it('wraps tables in focusable scroll groups, not landmarks, and lazy-loads images', () => {
    const table = (text: string) => h('table', {}, h('tbody', {}, h('tr', {}, h('td', {}, text))));
    renderWithTheme(
      <MdxContent
        content={root(
          table('cell'),
          table('other cell'),
          h('img', { src: '/docs-staging/img/a.svg', alt: 'Chart', width: 600, height: 300 }),
        )}
      />,
    );
    const groups = screen.getAllByRole('group', { name: 'Table' });
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(group).toHaveAttribute('tabindex', '0');
    expect(within(groups[0] as HTMLElement).getByRole('table')).toHaveTextContent('cell');
    expect(screen.queryAllByRole('region')).toEqual([]);
    const image = screen.getByRole('img', { name: 'Chart' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
  });

  it('routes site links through the router and opens external ones in a new tab', async () => {
    const navigation = testNavigation();
    renderWithTheme(
      <MdxContent
        content={root(
          h(
            'p',
            {},
            h('a', { href: '/docs-staging/api/authentication' }, 'Authentication'),
            h('a', { href: 'https://www.marketdata.app/' }, 'Market Data'),
          ),
        )}
      />,
      { navigation },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Authentication' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/api/authentication');
    expect(screen.getByRole('link', { name: 'Market Data' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the six admonition types with default titles, custom titles and nesting', () => {
    const types = ['note', 'tip', 'info', 'caution', 'warning', 'danger'];
    renderWithTheme(
      <MdxContent
        content={root(
          ...types.map((type) => h('Admonition', { type }, h('p', {}, `${type} body`))),
          h(
            'Admonition',
            { type: 'info', title: 'Premium Formula' },
            h('Admonition', { type: 'tip' }, h('p', {}, 'inner')),
          ),
        )}
      />,
    );
    const notes = screen.getAllByRole('note');
    expect(
      notes.slice(0, 6).map((note) => note.querySelector('.mdd-admonition__title')?.textContent),
    ).toEqual(['Note', 'Tip', 'Info', 'Caution', 'Warning', 'Danger']);
    expect(notes[3]).toHaveClass('mdd-admonition--caution');
    expect(notes[6]).toHaveTextContent('Premium Formula');
    expect(within(notes[6] as HTMLElement).getByRole('note')).toHaveTextContent('Tipinner');
  });

  it('tells a screen reader the type of an admonition under a title of its own', () => {
    renderWithTheme(
      <MdxContent
        content={root(
          h('Admonition', { type: 'warning', title: 'Request Size Limits' }, h('p', {}, 'body')),
          h('Admonition', { type: 'danger' }, h('p', {}, 'body')),
        )}
      />,
    );
    const [titled, plain] = screen
      .getAllByRole('note')
      .map((note) => note.querySelector('.mdd-admonition__title') as HTMLElement);
    expect(titled).toHaveTextContent('Warning: Request Size Limits');
    expect(within(titled as HTMLElement).getByText('Warning:')).toHaveClass('mdd-visually-hidden');
    expect(plain).toHaveTextContent(/^Danger$/);
  });

  it('shows important, success and secondary like info, tip and note under their own titles, as Docusaurus 3 does', () => {
    renderWithTheme(
      <MdxContent
        content={root(
          ...['important', 'success', 'secondary'].map((type) =>
            h('Admonition', { type }, h('p', {}, `${type} body`)),
          ),
        )}
      />,
    );
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.querySelector('.mdd-admonition__title')?.textContent)).toEqual([
      'Important',
      'Success',
      'Secondary',
    ]);
    expect(notes[0]).toHaveClass('mdd-admonition--info', 'mdd-admonition--important');
    expect(notes[1]).toHaveClass('mdd-admonition--tip', 'mdd-admonition--success');
    expect(notes[2]).toHaveClass('mdd-admonition--note', 'mdd-admonition--secondary');
  });

  it('keeps the inline markup of a title given as an AdmonitionTitle child', () => {
    renderWithTheme(
      <MdxContent
        content={root(
          h(
            'Admonition',
            { type: 'note' },
            h('AdmonitionTitle', {}, 'Title With ', h('strong', {}, 'Bold'), ' Text'),
            h('p', {}, 'Body.'),
          ),
        )}
      />,
    );
    const title = screen.getByRole('note').querySelector('.mdd-admonition__title') as HTMLElement;
    expect(title).toHaveTextContent('Title With Bold Text');
    expect(within(title).getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByRole('note').querySelector('.mdd-admonition__content')?.innerHTML).toBe(
      '<p>Body.</p>',
    );
  });

  it('lists the page’s cards for DocCardList, with icons, badges and item counts', () => {
    renderWithTheme(
      <MdxContent
        content={root(h('p', {}, 'Pages:'), h('DocCardList', {}))}
        cards={[
          { kind: 'category', title: 'Stocks', route: '/api/stocks', count: 6 },
          { kind: 'category', title: 'Markets', route: '/api/markets', count: 1 },
          {
            kind: 'doc',
            title: 'Earnings',
            route: '/api/stocks/earnings',
            badge: 'Premium',
            description: 'EPS.',
          },
        ]}
      />,
    );
    const cards = screen.getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Stocks6 items',
      'Markets1 item',
      'Earnings PremiumEPS.',
    ]);
    expect(cards[0]).toHaveClass('mdd-card--category');
    expect(cards[2]).toHaveAttribute('href', '/docs-staging/api/stocks/earnings');
  });

  it('renders Details as a native disclosure that opens', async () => {
    const { container } = renderWithTheme(
      <MdxContent content={root(h('Details', {}, h('summary', {}, 'More'), h('p', {}, 'Hidden text')))} />,
    );
    const details = container.querySelector('details') as HTMLDetailsElement;
    expect(details).toHaveClass('mdd-details');
    expect(details.open).toBe(false);
    await userEvent.click(screen.getByText('More'));
    expect(details.open).toBe(true);
  });

  it('re-renders only the blocks that changed when the same page comes again (a dev edit)', () => {
    admonitionRenders = 0;
    const options = { components: { Admonition: CountingAdmonition } };
    const page = () => [
      h('Admonition', { type: 'tip', title: 'Tip' }, h('p', {}, 'body')),
      h('p', {}, 'First.'),
    ];
    const { rerenderWith } = renderWithTheme(<MdxContent content={root(...page())} />, options);
    expect(admonitionRenders).toBe(1);
    rerenderWith(<MdxContent content={root(...page(), h('p', {}, 'Added.'))} />, options);
    expect(screen.getByText('Added.')).toBeInTheDocument();
    expect(screen.getByTestId('custom')).toHaveTextContent('Tipbody');
    expect(admonitionRenders).toBe(1);
    rerenderWith(
      <MdxContent content={root(h('Admonition', { type: 'tip', title: 'New' }, h('p', {}, 'body')))} />,
      options,
    );
    expect([admonitionRenders, screen.getByTestId('custom').textContent]).toEqual([2, 'Newbody']);
  });

  it('uses component overrides from ThemeProvider', () => {
    renderWithTheme(
      <MdxContent content={root(h('Admonition', { type: 'tip', title: 'Custom' }, h('p', {}, 'body')))} />,
      { components: { Admonition: CustomAdmonition } },
    );
    expect(screen.getByTestId('custom')).toHaveTextContent('Custombody');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('renders a page compiled to its own module with the same components and cards', () => {
    renderWithTheme(
      <Page
        page={{
          ...candlesPage,
          content: root(),
          cards: [{ kind: 'doc', title: 'Quotes', route: '/api/stocks/quotes' }],
        }}
        Module={CompiledPage}
      />,
      { components: { Admonition: CustomAdmonition } },
    );
    expect(
      within(screen.getByRole('heading', { level: 2, name: /Live quote/ })).getByRole('link', {
        name: 'Direct link to Live quote',
      }),
    ).toHaveAttribute('href', '#live-quote');
    expect(screen.getByTestId('custom')).toHaveTextContent('Computed at build time.');
    expect(screen.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Quotes' })).toHaveAttribute(
      'href',
      '/docs-staging/api/stocks/quotes',
    );
  });
});
