import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Mermaid } from '../src/mdx/Mermaid.js';
import { mermaidLabel } from '../src/mdx/mermaid-label.js';
import { mermaidSize } from '../src/mdx/mermaid-size.js';

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
    // The box kept for the diagram until it is drawn: one rank of a flowchart, two nodes wide (its
    // height is 19.61% of its width, where the page is narrower than the diagram).
    expect(html).toContain('style="--mdd-mermaid-height:70px;--mdd-mermaid-aspect:19.61%"');
    // Drawn at its natural size by the site's options: never lower than its height.
    const fixed = renderToString(
      <Mermaid value={source} settings={{ options: { flowchart: { useMaxWidth: false } } }} />,
    );
    expect(fixed).toContain('style="--mdd-mermaid-height:70px"');
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

describe('mermaidSize', () => {
  it('guesses a flowchart’s height from its ranks (top-down) or its breadth (left-right)', () => {
    expect(mermaidSize(source).height).toBe(70);
    expect(mermaidSize('flowchart LR\n  A --> B --> C --> D --> E').height).toBe(70);
    expect(mermaidSize('flowchart LR\n  A --> B\n  A --> C\n  A --> D\n  B --> E\n  C --> E').height).toBe(
      278,
    );
    expect(mermaidSize('flowchart TD\n  A --> B\n  B --> C\n  C --> D\n  D --> E\n  E --> F').height).toBe(
      590,
    );
    expect(
      mermaidSize('graph TD\n  A[Start] --> B{Is it?}\n  B -->|Yes| C[OK]\n  B -->|No| D[End]').height,
    ).toBe(308);
    // A cycle ends a chain; `A & B` are both on a rank.
    expect(mermaidSize('graph TB;A-->B;B-->A').height).toBe(174);
    expect(mermaidSize('flowchart LR\n  A & B & C --> D').height).toBe(278);
  });

  it('guesses a sequence diagram’s height from its messages, notes and self-messages', () => {
    expect(mermaidSize('sequenceDiagram\n  Client->>API: GET /quotes\n  API-->>Client: 200 OK').height).toBe(
      267,
    );
    expect(
      mermaidSize(
        'sequenceDiagram\n  participant A\n  participant B\n  A->>B: one\n  B-->>A: two\n  Note over A,B: a note\n  A->>A: self',
      ).height,
    ).toBe(177 + 2 * 45 + 55 + 75);
  });

  // Mermaid 11 drew these, in Chromium, 357, 581 by 94, 571, 314, 504, 450, 849 and 552 px wide.
  it('guesses a flowchart’s width from its nodes’ text, ranks and edge labels, wrapping long text', () => {
    expect(mermaidSize(source)).toEqual({ width: 357, height: 70 });
    expect(
      mermaidSize('flowchart LR\n  A[Quote] --> B[Trade]\n  B --> C[A much longer settlement label]'),
    ).toEqual({
      width: 576,
      height: 94,
    });
    expect(mermaidSize('flowchart LR\n  A --> B --> C --> D --> E').width).toBe(570);
    expect(mermaidSize('flowchart LR\n  A[Start] -->|yes| B[Go on]\n  A -->|no| C[Stop here]').width).toBe(
      318,
    );
    expect(mermaidSize('flowchart TD\n  A[Client] --> B[Gateway] & C[Cache] & D[Quote service]').width).toBe(
      506,
    );
  });

  it('guesses a sequence diagram’s width from its participants and the messages between neighbours', () => {
    expect(mermaidSize('sequenceDiagram\n  Client->>API: GET /quotes\n  API-->>Client: 200 OK').width).toBe(
      450,
    );
    expect(
      mermaidSize(
        'sequenceDiagram\n  participant C as Client\n  participant G as Gateway\n  participant Q as Quotes\n  C->>G: GET /quotes?symbols=AAPL,MSFT,GOOG\n  G->>Q: fetch',
      ).width,
    ).toBe(826);
  });

  it('guesses a pie chart’s width from its legend; gantt charts take the width they are given', () => {
    expect(mermaidSize('pie title Pets\n  "Dogs" : 386\n  "Cats" : 85').width).toBe(548);
    expect(mermaidSize('gantt\n  title Plan\n  A :a1, 2024-01-01, 30d').width).toBeUndefined();
    expect(mermaidSize('gantt\n  A :a1, 2024-01-01, 30d', { gantt: { useWidth: 800 } })).toEqual({
      width: 800,
      height: 124,
    });
  });

  it('gives no width to a diagram the site’s Mermaid options draw at its natural size, never scaled', () => {
    const fixed = { flowchart: { useMaxWidth: false } };
    expect(mermaidSize(source, fixed)).toEqual({ height: 70 });
    expect(mermaidSize('sequenceDiagram\n  A->>B: hi', fixed).width).toBe(450);
    expect(
      mermaidSize('sequenceDiagram\n  A->>B: hi', { sequence: { useMaxWidth: false } }).width,
    ).toBeUndefined();
    expect(mermaidSize('classDiagram\n  A --> B', { class: { useMaxWidth: false } })).toEqual({
      height: 234,
    });
    expect(mermaidSize('erDiagram\n  A ||--o{ B : x', { er: { useMaxWidth: false } }).width).toBeUndefined();
    expect(mermaidSize('stateDiagram\n  A --> B', { state: { useMaxWidth: false } }).width).toBeUndefined();
  });

  it('gives other diagrams a typical height, after their front matter', () => {
    expect(mermaidSize('pie title Pets\n  "Dogs" : 386').height).toBe(450);
    expect(mermaidSize('journey\n  title My day\n  section Work\n  Code: 5: Me').height).toBe(200);
    expect(mermaidSize(`mindmap\n${'  A\n'.repeat(20)}`).height).toBe(600);
  });
});

// Mermaid 11.17 drew each of these in Chromium at the size given (its `viewBox`), with its default
// options; the guesses' heights are within 6 px (0 for most), their widths within 20 %.
describe('mermaidSize of gantt charts, class, state and ER diagrams', () => {
  it.each([
    // A row of 24 px per task (a milestone too, a vertical marker not) between 50 px paddings.
    ['gantt\n  dateFormat YYYY-MM-DD\n  A :a1, 2024-01-01, 3d', 124],
    [
      'gantt\n  title Plan\n  dateFormat YYYY-MM-DD\n  section A\n  Build :a1, 2024-01-01, 10d\n  Ship :milestone, m1, after a1, 0d\n  section B\n  Test :after a1, 5d\n  Docs :2024-01-05, 4d\n  Release :crit, 2024-01-20, 1d',
      220,
    ],
    [
      'gantt\n  dateFormat HH:mm\n  axisFormat %H:%M\n  Pre-market :p, 04:00, 330m\n  Regular :r, 09:30, 390m\n  Closing auction : vert, c, 16:00, 1m\n  After hours :a, 16:00, 240m',
      172,
    ],
  ])('gives the gantt chart %j its drawn height, %i px', (chart, height) => {
    expect(mermaidSize(chart)).toEqual({ height });
  });

  it('takes a gantt chart’s bar height, gap and padding from the site’s options', () => {
    const options = { gantt: { barHeight: 30, barGap: 10, topPadding: 40 } };
    expect(mermaidSize('gantt\n  A :a1, 2024-01-01, 3d\n  B :b1, after a1, 2d', options)).toEqual({
      height: 2 * 40 + 2 * 40,
    });
  });

  it.each([
    ['classDiagram\n  class QuoteServiceClient', 188, 100, 187.6, 100],
    ['classDiagram\n  A <|-- B\n  B <|-- C\n  C <|-- D', 52, 502, 51.6, 502],
    ['classDiagram\n  direction LR\n  A --> B\n  A --> C\n  A --> D', 138, 368, 137.1, 368],
    ['classDiagram\n  Customer "1" --> "*" Ticket : buys', 108, 258, 114.7, 258],
    [
      'classDiagram\n  Animal <|-- Duck\n  Animal <|-- Fish\n  Animal <|-- Zebra\n  Animal : +int age\n  Animal : +String gender\n  Animal: +isMammal()\n  Animal: +mate()\n  class Duck{\n    +String beakColor\n    +swim()\n    +quack()\n  }\n  class Fish{\n    -int sizeInFeet\n    -canEat()\n  }\n  class Zebra{\n    +bool is_wild\n    +run()\n  }',
      560,
      426,
      566.9,
      426,
    ],
    [
      'classDiagram\n  Vehicle <|-- Car\n  Vehicle <|-- Bike\n  Car *-- Engine\n  Car o-- Wheel\n  Bike o-- Wheel',
      210,
      368,
      217.8,
      368,
    ],
    [
      'classDiagram\n  class Client {\n    +String token\n    +quotes(symbols) List~Quote~\n  }\n  class Quote {\n    +String symbol\n    +float bid\n    +float ask\n  }\n  class Candle\n  Client --> Quote : returns\n  Client --> Candle : returns',
      282,
      402,
      312.1,
      402,
    ],
    ['stateDiagram-v2\n  [*] --> A\n  A --> B\n  B --> C\n  C --> D\n  D --> [*]', 44, 454, 43.6, 454],
    ['stateDiagram-v2\n  direction LR\n  [*] --> A\n  A --> B\n  B --> [*]', 249, 56, 247.4, 56],
    [
      'stateDiagram\n  [*] --> Open\n  Open --> Filled : fill\n  Open --> Cancelled : cancel\n  Filled --> Settled\n  Settled --> [*]\n  Cancelled --> [*]',
      219,
      388,
      219,
      388,
    ],
    [
      'stateDiagram-v2\n  [*] --> Idle\n  Idle --> Loading : fetch\n  Loading --> Ready : ok\n  Loading --> Failed : error\n  Failed --> Loading : retry\n  Ready --> [*]',
      189,
      412,
      200.5,
      412,
    ],
    [
      'stateDiagram-v2\n  state check <<choice>>\n  [*] --> check\n  check --> A\n  check --> B',
      121,
      198,
      119.3,
      198,
    ],
    [
      'stateDiagram-v2\n  [*] --> Trading\n  state Trading {\n    [*] --> PreMarket\n    PreMarket --> Regular\n    Regular --> AfterHours\n    AfterHours --> [*]\n  }\n  Trading --> Closed\n  Closed --> [*]',
      171,
      757,
      178.5,
      757,
    ],
    ['erDiagram\n  QUOTE_SERVICE_CLIENT', 258, 100, 257.5, 100],
    ['erDiagram\n  A ||--o{ B : x\n  B ||--o{ C : y\n  C ||--o{ D : z', 116, 655, 116, 655],
    ['erDiagram\n  direction LR\n  A ||--o{ B : x\n  A ||--o{ C : y\n  A ||--o{ D : z', 303, 548, 303, 548],
    [
      'erDiagram\n  CUSTOMER {\n    string name\n    string custNumber PK\n    string sector\n  }\n  ORDER {\n    int orderNumber PK\n    string deliveryAddress\n  }\n  CUSTOMER ||--o{ ORDER : places',
      275,
      416,
      265.3,
      416.3,
    ],
    [
      'erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  ORDER ||--|{ LINE-ITEM : contains\n  PRODUCT ||--o{ LINE-ITEM : "ordered in"',
      410,
      470,
      390.7,
      470,
    ],
  ])('guesses %j %i by %i px (drawn %f by %f)', (diagram, width, height, drawnWidth, drawnHeight) => {
    expect(mermaidSize(diagram)).toEqual({ width, height });
    expect(Math.abs(height - drawnHeight)).toBeLessThanOrEqual(6);
    expect(Math.abs(width - drawnWidth) / drawnWidth).toBeLessThanOrEqual(0.2);
  });
});
