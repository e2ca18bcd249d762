import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from '../../src/layout/Layout.js';
import { SearchButton } from '../../src/search/SearchButton.js';
import { hydrateOver, testNavigation } from '../render.js';
import { renderSearch, withSearch } from './helpers.js';

const button = () => screen.getByRole('button', { name: 'Search' });
const dialog = () => screen.queryByRole('dialog', { name: 'Search the documentation' });
const input = () => screen.getByRole('combobox', { name: 'Search docs' });

async function openWith(keys: string) {
  await userEvent.keyboard(keys);
  return screen.findByRole('dialog', { name: 'Search the documentation' });
}

describe('SearchButton', () => {
  it('shows "Search docs" and the Ctrl K hint, labelled Search', () => {
    renderSearch(<SearchButton />);
    expect(button()).toHaveTextContent('Search docs');
    expect(button()).toHaveTextContent('CtrlK');
    expect(button()).toHaveAttribute('aria-keyshortcuts', 'Control+K /');
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('renders Ctrl on the server and ⌘ on Apple platforms once hydrated, without mismatch', async () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const html = renderToString(withSearch(<SearchButton />));
    expect(html).toContain('Ctrl');
    const { errors, onRecoverableError, remove } = await hydrateOver(html, withSearch(<SearchButton />));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(button()).toHaveTextContent('⌘K');
    expect(button()).toHaveAttribute('aria-keyshortcuts', 'Meta+K /');
    remove();
  });

  it('opens on click with the input focused, and Ctrl+K closes it again', async () => {
    renderSearch(<SearchButton />);
    await userEvent.click(button());
    expect(await screen.findByRole('dialog', { name: 'Search the documentation' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveAttribute('placeholder', 'Search docs');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(dialog()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('toggles with Ctrl+K and with ⌘K from anywhere, even while typing in a field', async () => {
    renderSearch(
      <>
        <input aria-label="Elsewhere" />
        <SearchButton />
      </>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await openWith('{Control>}k{/Control}');
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(dialog()).not.toBeInTheDocument();
    await openWith('{Meta>}k{/Meta}');
    await userEvent.keyboard('{Meta>}K{/Meta}');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens with / when the reader is not typing', async () => {
    renderSearch(
      <>
        <p>Text</p>
        <SearchButton />
      </>,
    );
    const event = fireEvent.keyDown(document.body, { key: '/' });
    expect(event).toBe(false);
    await screen.findByRole('dialog', { name: 'Search the documentation' });
  });

  it.each([
    ['an input', <input key="field" aria-label="Field" />],
    ['a textarea', <textarea key="field" aria-label="Field" />],
    [
      'a select',
      <select key="field" aria-label="Field">
        <option>a</option>
      </select>,
    ],
    [
      'contenteditable',
      // biome-ignore lint/a11y/useSemanticElements: an editor surface, as rich text editors render it
      <div
        key="field"
        aria-label="Field"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
      >
        text
      </div>,
    ],
  ])('ignores / typed in %s', async (_, field) => {
    renderSearch(
      <>
        {field}
        <SearchButton />
      </>,
    );
    const target = screen.getByLabelText('Field');
    const event = fireEvent.keyDown(target, { key: '/' });
    expect(event).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('types / into the modal’s input instead of reopening it', async () => {
    renderSearch(<SearchButton />);
    await openWith('/');
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('a/b');
    expect(input()).toHaveValue('a/b');
    expect(dialog()).toBeInTheDocument();
  });

  it('closes with Esc and with Cancel, giving focus back to the button', async () => {
    renderSearch(<SearchButton />);
    await userEvent.click(button());
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();

    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('closes on a click on the backdrop, not inside the dialog', async () => {
    renderSearch(<SearchButton />);
    await userEvent.click(button());
    const modal = await screen.findByRole('dialog');
    await userEvent.click(modal);
    expect(dialog()).toBeInTheDocument();
    await userEvent.click(document.querySelector('.mdd-search-modal__backdrop') as HTMLElement);
    expect(dialog()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('closes on back or forward while open', async () => {
    renderSearch(<SearchButton />);
    await userEvent.click(button());
    await screen.findByRole('dialog');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(dialog()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('stays open, with the text typed and the focus, when a page followed before it opened loads', async () => {
    const page = (route: string, title: string) =>
      withSearch(
        <Layout title={title} search={<SearchButton />}>
          <h1>{title}</h1>
        </Layout>,
        { navigation: testNavigation(route) },
      );
    const { rerender } = render(page('/api/stocks/candles', 'Candles'));
    await userEvent.click(button());
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('quotes');
    rerender(page('/api/stocks/news', 'News'));
    expect(dialog()).toBeInTheDocument();
    expect(input()).toHaveValue('quotes');
    expect(input()).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News');
  });

  it('traps focus in the dialog and locks the page scroll while open', async () => {
    renderSearch(<SearchButton />);
    await userEvent.click(button());
    await screen.findByRole('dialog');
    await waitFor(() => expect(input()).toHaveFocus());
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    for (let step = 0; step < 5; step++) {
      await userEvent.tab();
      expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    }
    await userEvent.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('SearchButton: keys typed while the dialog loads', () => {
  it('keeps every key typed after Ctrl+K, in order, on the first open', async () => {
    renderSearch(<SearchButton />);
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('cand');
    const input = await screen.findByRole('combobox', { name: 'Search docs' });
    await user.keyboard('les');
    await waitFor(() => expect(input).toHaveValue('candles'));
    expect(input).toHaveFocus();
  });

  it('keeps the text pasted right after Ctrl+K, before the dialog shows', async () => {
    renderSearch(<SearchButton />);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
      fireEvent.keyDown(document.body, { key: 'v', ctrlKey: true });
      const paste = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(paste, 'clipboardData', { value: { getData: () => 'bulk\r\ncandles' } });
      document.body.dispatchEvent(paste);
      expect(paste.defaultPrevented).toBe(true);
    });
    expect(await screen.findByRole('combobox', { name: 'Search docs' })).toHaveValue('bulkcandles');
  });

  it('keeps a character typed with AltGr (Ctrl+Alt on Windows), and not a Ctrl+Alt or Alt shortcut', async () => {
    renderSearch(<SearchButton />);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
      for (const key of 'me') fireEvent.keyDown(document.body, { key });
      const at = new KeyboardEvent('keydown', {
        key: '@',
        ctrlKey: true,
        altKey: true,
        modifierAltGraph: true,
        bubbles: true,
        cancelable: true,
      } as KeyboardEventInit);
      document.body.dispatchEvent(at);
      expect(at.defaultPrevented).toBe(true);
      fireEvent.keyDown(document.body, { key: 'x', ctrlKey: true, altKey: true });
      fireEvent.keyDown(document.body, { key: 'd', altKey: true });
      fireEvent.keyDown(document.body, { key: 'a' });
    });
    expect(await screen.findByRole('combobox', { name: 'Search docs' })).toHaveValue('me@a');
  });

  it('runs the search of an mdd:search event whose Enter was pressed before hydration', async () => {
    const { navigation } = renderSearch(<SearchButton />);
    act(() => {
      document.dispatchEvent(new CustomEvent('mdd:search', { detail: { query: 'quotes', enter: true } }));
    });
    expect(navigation.navigate).toHaveBeenCalledWith('/docs-staging/search?q=quotes');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens with the query of an mdd:search event (keys replayed from before hydration)', async () => {
    renderSearch(<SearchButton />);
    act(() => {
      document.dispatchEvent(new CustomEvent('mdd:search', { detail: { query: 'quotes' } }));
    });
    expect(await screen.findByRole('combobox', { name: 'Search docs' })).toHaveValue('quotes');
  });
});
