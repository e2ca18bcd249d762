import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocToc } from '../src/doc/DocToc.js';
import { DocTocMobile } from '../src/doc/DocTocMobile.js';
import { renderWithTheme, testNavigation } from './render.js';

const toc = [
  { id: 'endpoint', text: 'Endpoint', depth: 2 },
  { id: 'request', text: 'Request', depth: 2 },
  { id: 'required', text: 'Required', depth: 3 },
  { id: 'response', text: 'Response', depth: 2 },
];

function Page() {
  return (
    <>
      {toc.map((item) => (
        <h2 key={item.id} id={item.id}>
          {item.text}
        </h2>
      ))}
      <DocToc toc={toc} />
    </>
  );
}

/** Places each heading at `top` px from the top of the viewport. */
function placeHeadings(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    vi.spyOn(document.getElementById(id) as HTMLElement, 'getBoundingClientRect').mockReturnValue({
      top,
    } as DOMRect);
  }
}

async function scroll() {
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

const current = () => screen.queryByRole('link', { current: true });

describe('DocToc', () => {
  it('nests h3 under h2 and links to the anchors', () => {
    render(<DocToc toc={toc} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const request = within(nav).getByRole('link', { name: 'Request' });
    expect(request).toHaveAttribute('href', '#request');
    expect(request.parentElement?.querySelector('ul')).toHaveTextContent('Required');
  });

  it("lists headings that share an id (an author's slip the build warns of) without a React key warning", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const twins = [
      { id: 'limits', text: 'Limits', depth: 2 },
      { id: 'limits', text: 'Limits again', depth: 2 },
    ];
    render(<DocToc toc={twins} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#limits',
      '#limits',
    ]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('highlights the last heading scrolled past (scroll-spy)', async () => {
    render(<Page />);
    placeHeadings({ endpoint: 300, request: 900, required: 1300, response: 1800 });
    await scroll();
    expect(current()).toBeNull();

    placeHeadings({ endpoint: -400, request: 40, required: 500, response: 1000 });
    await scroll();
    expect(current()).toHaveTextContent('Request');

    placeHeadings({ endpoint: -900, request: -500, required: 60, response: 400 });
    await scroll();
    expect(current()).toHaveTextContent('Required');
    expect(screen.getAllByRole('link', { current: true })).toHaveLength(1);
  });

  it('highlights the last heading at the bottom of the page', async () => {
    render(<Page />);
    placeHeadings({ endpoint: -900, request: -500, required: 60, response: 400 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2000, configurable: true });
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(2000 - window.innerHeight);
    await scroll();
    expect(current()).toHaveTextContent('Response');
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
  });
});

describe('DocTocMobile', () => {
  it('is a closed "On this page" disclosure that closes again when a heading is chosen', async () => {
    render(<DocTocMobile toc={toc} />);
    const button = screen.getByRole('button', { name: 'On this page' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toHaveAttribute(
      'id',
      button.getAttribute('aria-controls'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Response' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is closed again on the next page', async () => {
    const { rerenderWith } = renderWithTheme(<DocTocMobile toc={toc} />);
    await userEvent.click(screen.getByRole('button', { name: 'On this page' }));
    act(() => rerenderWith(<DocTocMobile toc={toc} />, { navigation: testNavigation('/api/stocks/quotes') }));
    expect(screen.getByRole('button', { name: 'On this page' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('stays open on the next page, with its headings, when it was opened while that page loaded', async () => {
    const loading = { ...testNavigation(), loading: () => true };
    const { rerenderWith } = renderWithTheme(<DocTocMobile toc={toc} />, { navigation: loading });
    await userEvent.click(screen.getByRole('button', { name: 'On this page' }));
    const next = [{ id: 'quotes-fields', text: 'Quotes fields', depth: 2 }];
    act(() =>
      rerenderWith(<DocTocMobile toc={next} />, { navigation: testNavigation('/api/stocks/quotes') }),
    );
    expect(screen.getByRole('button', { name: 'On this page' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Quotes fields' })).toHaveAttribute('href', '#quotes-fields');
    // Then it is that page's panel: it closes as the page after it arrives.
    act(() => rerenderWith(<DocTocMobile toc={toc} />, { navigation: testNavigation('/api/stocks/trades') }));
    expect(screen.getByRole('button', { name: 'On this page' })).toHaveAttribute('aria-expanded', 'false');
  });
});
