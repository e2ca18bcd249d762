import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { codeBlock, root } from '../src/fixtures/hast.js';
import { MdxContent } from '../src/mdx/MdxContent.js';
import { renderWithTheme } from './render.js';

const block = codeBlock({
  language: 'json',
  title: 'response.json',
  lineNumbers: true,
  highlight: [2],
  lines: [
    [['punctuation', '{']],
    ['  ', ['property', '"s"'], ': ', ['string', '"ok"']],
    [['punctuation', '}']],
  ],
});

function mockClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('CodeBlock', () => {
  it('shows the title, keeps highlighted lines and line numbers from the pipeline', () => {
    const { container } = renderWithTheme(<MdxContent content={root(block)} />);
    expect(screen.getByText('response.json')).toHaveClass('mdd-code-block__title');
    expect(container.querySelector('.mdd-code-block')).toHaveAttribute('data-language', 'json');
    expect(container.querySelector('pre')).toHaveClass('language-json', 'line-numbers');
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    // Tab reaches it to scroll it; a screen reader then says what it is, as for a table.
    expect(screen.getByRole('group', { name: 'Code' })).toBe(container.querySelector('pre'));
    const lines = container.querySelectorAll('.line');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveClass('highlighted');
    expect(container.querySelector('.token.string')).toHaveTextContent('"ok"');
  });

  it('copies the code text and shows Copied for a while', async () => {
    const writeText = mockClipboard();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithTheme(<MdxContent content={root(block)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    expect(writeText).toHaveBeenCalledWith('{\n  "s": "ok"\n}');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const writeText = mockClipboard();
    writeText.mockRejectedValue(new Error('denied'));
    renderWithTheme(<MdxContent content={root(block)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('toggles soft wrap', async () => {
    const { container } = renderWithTheme(<MdxContent content={root(block)} />);
    const wrap = screen.getByRole('button', { name: 'Toggle word wrap' });
    expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wrap);
    expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('.mdd-code-block__body')).toHaveClass('mdd-code-block__body--wrap');
  });
});
