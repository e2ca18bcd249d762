import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Mermaid } from '../src/mdx/Mermaid.js';
import { mermaidHeight } from '../src/mdx/mermaid-height.js';
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
    // The box kept for the diagram until it is drawn: one rank of a flowchart.
    expect(html).toContain('style="--mdd-mermaid-height:70px"');
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

describe('mermaidHeight', () => {
  it('guesses a flowchart’s height from its ranks (top-down) or its breadth (left-right)', () => {
    expect(mermaidHeight(source)).toBe(70);
    expect(mermaidHeight('flowchart LR\n  A --> B --> C --> D --> E')).toBe(70);
    expect(mermaidHeight('flowchart LR\n  A --> B\n  A --> C\n  A --> D\n  B --> E\n  C --> E')).toBe(278);
    expect(mermaidHeight('flowchart TD\n  A --> B\n  B --> C\n  C --> D\n  D --> E\n  E --> F')).toBe(590);
    expect(mermaidHeight('graph TD\n  A[Start] --> B{Is it?}\n  B -->|Yes| C[OK]\n  B -->|No| D[End]')).toBe(
      308,
    );
    // A cycle ends a chain; `A & B` are both on a rank.
    expect(mermaidHeight('graph TB;A-->B;B-->A')).toBe(174);
    expect(mermaidHeight('flowchart LR\n  A & B & C --> D')).toBe(278);
  });

  it('guesses a sequence diagram’s height from its messages, notes and self-messages', () => {
    expect(mermaidHeight('sequenceDiagram\n  Client->>API: GET /quotes\n  API-->>Client: 200 OK')).toBe(267);
    expect(
      mermaidHeight(
        'sequenceDiagram\n  participant A\n  participant B\n  A->>B: one\n  B-->>A: two\n  Note over A,B: a note\n  A->>A: self',
      ),
    ).toBe(177 + 2 * 45 + 55 + 75);
  });

  it('gives other diagrams a typical height, after their front matter', () => {
    expect(mermaidHeight('pie title Pets\n  "Dogs" : 386')).toBe(450);
    expect(mermaidHeight('---\ntitle: States\n---\nstateDiagram-v2\n  [*] --> Open\n  Open --> [*]')).toBe(
      200,
    );
    expect(mermaidHeight(`classDiagram\n${'  class A\n'.repeat(20)}`)).toBe(600);
  });
});
