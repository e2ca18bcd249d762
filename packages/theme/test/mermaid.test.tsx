import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Mermaid } from '../src/mdx/Mermaid.js';
import { mermaidLabel } from '../src/mdx/mermaid-label.js';

const draws: Array<{ source: string; mode: string; resolve(svg: string): void; reject(error: Error): void }> =
  [];
vi.mock('../src/mdx/mermaid-render.js', () => ({
  renderMermaid: (source: string, mode: string) =>
    new Promise<string>((resolve, reject) => draws.push({ source, mode, resolve, reject })),
}));

const source = 'flowchart LR\n  accTitle: Order flow\n  A[Order placed] --> B[Order filled]';
/** The diagram of `value` (each test draws its own: drawings are kept for the page's life). */
const diagram = (value = source) => (
  <Mermaid value={value} settings={{ theme: { dark: 'forest' } }}>
    <pre>
      <code>{value}</code>
    </pre>
  </Mermaid>
);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  // Unmounted first: a diagram still mounted would draw again for the mode reset below.
  cleanup();
  draws.length = 0;
  document.documentElement.removeAttribute('data-theme');
});

describe('Mermaid', () => {
  it('renders its source as code on the server, with no diagram', () => {
    const html = renderToString(diagram());
    expect(html).toContain('data-state="source"');
    expect(html).toContain('A[Order placed] --&gt; B[Order filled]');
    expect(html).not.toContain('role="img"');
  });

  it('draws in the browser: an image named by its accTitle replaces the code', async () => {
    const { container } = render(diagram());
    await settle();
    expect(draws.map((d) => [d.source, d.mode])).toEqual([[source, 'light']]);
    await act(async () => draws[0]?.resolve('<svg><text>Order placed</text></svg>'));
    const image = screen.getByRole('img', { name: 'Order flow' });
    expect(image.querySelector('svg')).toHaveTextContent('Order placed');
    expect(container.querySelector('.mdd-mermaid__source')).not.toBeVisible();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'drawn');
  });

  it('draws again when the colour mode changes, showing the last drawing until then', async () => {
    render(diagram(`${source}\n  B --> C[Settled]`));
    await settle();
    await act(async () => draws[0]?.resolve('<svg><text>light</text></svg>'));
    await act(async () => document.documentElement.setAttribute('data-theme', 'dark'));
    await settle();
    expect(draws.map((d) => d.mode)).toEqual(['light', 'dark']);
    expect(screen.getByRole('img', { name: 'Order flow' })).toHaveTextContent('light');
    await act(async () => draws[1]?.resolve('<svg><text>dark</text></svg>'));
    expect(screen.getByRole('img', { name: 'Order flow' })).toHaveTextContent('dark');
    // Back to light: the light drawing is kept, shown at once without drawing again.
    await act(async () => document.documentElement.setAttribute('data-theme', 'light'));
    await settle();
    expect(draws).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Order flow' })).toHaveTextContent('light');
  });

  it('shows a diagram drawn before at once when it mounts again (the reader came back to its page)', async () => {
    const value = `${source}\n  B --> D[Cancelled]`;
    const first = render(diagram(value));
    await settle();
    await act(async () => draws[0]?.resolve('<svg><text>drawn once</text></svg>'));
    first.unmount();
    const { container } = render(diagram(value));
    expect(container.firstElementChild).toHaveAttribute('data-state', 'drawn');
    expect(screen.getByRole('img', { name: 'Order flow' })).toHaveTextContent('drawn once');
    await settle();
    expect(draws).toHaveLength(1);
  });

  it('shows the message beside the source when the diagram does not parse', async () => {
    const { container } = render(diagram(`${source}\n  B --> E[Start`));
    await settle();
    await act(async () => draws[0]?.reject(new Error('Parse error on line 3')));
    await settle();
    expect(container.querySelector('.mdd-mermaid__error')).toHaveTextContent(
      'This diagram could not be drawn: Parse error on line 3',
    );
    expect(screen.getByText(/A\[Order placed\]/)).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('mermaidLabel', () => {
  it.each([
    [source, 'Order flow'],
    ['---\ntitle: "Release steps"\n---\nflowchart TD\n  A --> B', 'Release steps'],
    ['pie title Plans by price\n  "Free" : 40', 'Plans by price'],
    ['gantt\n  title Roadmap\n  section Q1', 'Roadmap'],
    ['%% a comment\nsequenceDiagram\n  A->>B: hi', 'Sequence diagram'],
    ['graph TD;\n  A-->B', 'Flowchart'],
    ['stateDiagram-v2\n  [*] --> Open', 'State diagram'],
    ['', 'Diagram'],
  ])('names %j %j', (text, label) => {
    expect(mermaidLabel(text)).toBe(label);
  });
});
