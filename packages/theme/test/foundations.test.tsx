import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TypeScale } from '../src/foundations/FoundationBlocks.js';
import { palette } from '../src/foundations/tokens.js';

// Vitest empties stylesheets, `?raw` ones too: the blocks read tokens.css as Storybook's build does.
vi.mock('../src/styles/tokens.css?raw', () => ({
  default: readFileSync(`${import.meta.dirname}/../src/styles/tokens.css`, 'utf8'),
}));

/** The Foundations pages of Storybook show each token as the theme applies it. */
describe('Foundations/Typography', () => {
  it('shows the code size in the monospace stack, as code is set', () => {
    render(<TypeScale />);
    const row = screen.getByText('--mdd-code-font-size').closest('tr') as HTMLTableRowElement;
    const sample = row.cells[row.cells.length - 1]?.firstElementChild as HTMLElement;
    expect(sample.style.fontSize).toBe(palette.resolve('--mdd-code-font-size', 'light'));
    expect(sample.style.fontFamily).toBe(palette.resolve('--mdd-font-family-mono', 'light'));
  });
});
