import { colorModeStorageKey } from '@market-data-docs/theme/color-mode';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BuiltFixture, builtFixture } from './built-fixture.js';

// The fixture site with diagrams (`test/fixtures/mermaid-site`; a Docusaurus blog, `mermaid-blog-site`, below), built with `mdd build` as a user
// builds it, served as a static host serves it (its `_headers` included), read in Chromium.
let site: BuiltFixture | undefined;
let baseUrl: string;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await builtFixture('mermaid-site', '/diagrams/');
  baseUrl = site.baseUrl;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** The file names of every request the page made. */
  requests: string[];
}

/** A fresh page at `route`, hydrated, with the console errors it logs and the files it requested. */
async function open(route: string, javaScriptEnabled = true): Promise<Opened> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
  await page.goto(baseUrl + route);
  if (javaScriptEnabled) await page.waitForSelector('html[data-ready]', { state: 'attached' });
  return { page, context, errors, requests };
}

const mermaidFiles = /mermaid|flowDiagram|sequenceDiagram|cytoscape|katex|dagre/i;
/** The fill of the diagram's first node, as the reader sees it. */
const nodeFill = (page: Page) =>
  page
    .getByRole('img', { name: 'Order flow' })
    .locator('.node rect')
    .first()
    .evaluate((rect) => getComputedStyle(rect).fill);

/**
 * The Cumulative Layout Shift of the page at `url` in a viewport `width` px wide, in colour `mode`, from its first
 * paint until its diagrams are drawn, with the drawn diagrams' heights, the colour mode in effect and
 * the page's writing direction.
 */
async function drawnLayoutShift(
  url: string,
  width: number,
  mode: 'light' | 'dark' = 'light',
): Promise<{ cls: number; heights: number[]; theme: string | undefined; dir: string }> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // The reader's choice, as the colour mode button stores it.
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: colorModeStorageKey,
    value: mode,
  });
  await page.addInitScript(() => {
    const cls = window as unknown as { cls: number };
    cls.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) cls.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  const diagrams = page.locator('.mdd-mermaid');
  // Every diagram drawn (Mermaid loads and lays them out one at a time: seconds on a busy machine).
  await expect
    .poll(() => diagrams.locator('.mdd-mermaid__diagram > svg').count(), { timeout: 15_000 })
    .toBe(await diagrams.count());
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  const heights = await diagrams.evaluateAll((boxes) =>
    boxes.map((box) => box.getBoundingClientRect().height),
  );
  const [theme, dir] = await page.evaluate(() => [document.documentElement.dataset.theme, document.dir]);
  await context.close();
  return { cls, heights, theme, dir: dir ?? '' };
}

/** The height of the box kept for each diagram of the page at `url` before it is drawn (no script runs). */
async function keptHeights(url: string, width: number): Promise<number[]> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(url);
  const heights = await page
    .locator('.mdd-mermaid')
    .evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().height));
  await context.close();
  return heights;
}

describe('Mermaid diagrams in Chromium', () => {
  it('draws each diagram as an SVG named by its title or its type, in place of its source', async () => {
    const { page, context, errors, requests } = await open('guide/flow');
    const flow = page.getByRole('img', { name: 'Order flow' });
    await flow.locator('svg').waitFor();
    expect(await flow.locator('svg .nodeLabel').allTextContents()).toEqual(['Order placed', 'Order filled']);
    const sequence = page.getByRole('img', { name: 'Sequence diagram' });
    await sequence.locator('svg').waitFor();
    expect(await sequence.locator('svg').textContent()).toContain('GET /quotes');
    // The source is kept for the page's text, hidden once the diagram is drawn.
    await expect(page.locator('.mdd-mermaid__source').first().isHidden()).resolves.toBe(true);
    expect(requests.some((file) => file.startsWith('mermaid-render-'))).toBe(true);
    // Styled under the site's Content-Security-Policy: the light theme's lavender nodes.
    await expect(nodeFill(page)).resolves.toBe('rgb(236, 236, 255)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([375, 768, 1280])(
    'draws the page’s diagrams without shifting the content below them at %i px wide (CLS under 0.01)',
    async (width) => {
      const { cls, heights } = await drawnLayoutShift(`${baseUrl}guide/flow`, width);
      console.log(`Cumulative Layout Shift of guide/flow at ${width} px: ${cls.toFixed(4)}`);
      expect(cls, `diagrams ${heights.join(' and ')} px high`).toBeLessThan(0.01);
      // The sequence diagram (450 px wide, 267 high) is scaled down to a phone's page, not at 768 px.
      expect(heights[1]).toBeCloseTo(width === 375 ? 203.5 : 267, 0);
    },
  );

  it.each([375, 768, 1280])(
    'draws a gantt chart and class, state and ER diagrams in the box kept for each at %i px wide',
    async (width) => {
      const kept = await keptHeights(`${baseUrl}guide/types`, width);
      const { cls, heights } = await drawnLayoutShift(`${baseUrl}guide/types`, width);
      console.log(
        `guide/types at ${width} px: kept ${kept.join(', ')}; drawn ${heights.join(', ')}; CLS ${cls.toFixed(4)}`,
      );
      expect(heights).toHaveLength(5);
      // Each diagram as high as the box kept for it, to the px (the largest miss measured: 6 px).
      for (const [i, height] of heights.entries())
        expect(Math.abs(height - (kept[i] ?? 0)), `diagram ${i + 1}`).toBeLessThanOrEqual(6);
      expect(cls, `diagrams ${heights.join(' and ')} px high`).toBeLessThan(0.01);
    },
  );

  it('draws them without shifting the content in dark mode on a phone', async () => {
    const { cls, theme } = await drawnLayoutShift(`${baseUrl}guide/flow`, 375, 'dark');
    expect(theme).toBe('dark');
    expect(cls).toBeLessThan(0.01);
  });

  it('draws a diagram of a partial on the page that imports it', async () => {
    const { page, context, errors } = await open('guide/settlement');
    const steps = page.getByRole('img', { name: 'Settlement steps' });
    await steps.locator('svg').waitFor();
    expect(await steps.locator('svg .nodeLabel').allTextContents()).toEqual(['Trade date', 'Settled']);
    await expect(page.getByText('How a filled order settles:').isVisible()).resolves.toBe(true);
    await expect(page.locator('.mdd-mermaid__source').isHidden()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the source as code to a reader without JavaScript', async () => {
    const { page, context } = await open('guide/flow', false);
    const code = page.locator('.mdd-mermaid pre').first();
    await expect(code.isVisible()).resolves.toBe(true);
    await expect(code.textContent()).resolves.toContain('A[Order placed] --> B[Order filled]');
    await context.close();
  });

  it('keeps a box for each diagram until it is drawn, and shows the source if the app never loads', async () => {
    browser ??= await chromium.connect(inject('wsEndpoint'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}guide/flow`);
    const box = page.locator('.mdd-mermaid').first();
    // The flowchart's guessed height (one rank), its source hidden meanwhile.
    await expect(box.evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(70);
    const code = box.locator('pre');
    await expect(code.isVisible()).resolves.toBe(false);
    await code.waitFor({ state: 'visible', timeout: 10_000 });
    await expect(code.textContent()).resolves.toContain('A[Order placed] --> B[Order filled]');
    await context.close();
  });

  it('keeps a box as high as each diagram will be on a phone, where the diagrams are scaled to its width', async () => {
    browser ??= await chromium.connect(inject('wsEndpoint'));
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}guide/flow`);
    const boxes = page.locator('.mdd-mermaid');
    // The page is 343 px wide: the flowchart (357 by 70 px guessed) and the sequence diagram (450
    // by 267) are drawn 67.3 and 203.5 px high there.
    const heights = await boxes.evaluateAll((all) => all.map((box) => box.getBoundingClientRect().height));
    expect(heights[0]).toBeCloseTo(67.3, 0);
    expect(heights[1]).toBeCloseTo(203.5, 0);
    await context.close();
  });

  it('draws again in the dark theme when the reader switches, keeping the last drawing meanwhile', async () => {
    const { page, context, errors } = await open('guide/flow');
    await page.getByRole('img', { name: 'Order flow' }).locator('svg').waitFor();
    const before = await page.locator('.mdd-mermaid__diagram').first().boundingBox();
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    // Still there at once: the diagram is replaced, never removed.
    await expect(page.getByRole('img', { name: 'Order flow' }).count()).resolves.toBe(1);
    // The site's `theme.dark`: Mermaid's forest theme, green nodes.
    await expect.poll(() => nodeFill(page), { timeout: 15_000 }).toBe('rgb(205, 228, 152)');
    const after = await page.locator('.mdd-mermaid__diagram').first().boundingBox();
    expect(after?.y).toBe(before?.y);
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    await expect.poll(() => nodeFill(page), { timeout: 15_000 }).toBe('rgb(236, 236, 255)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Mermaid’s message beside the source of a diagram that does not parse', async () => {
    const { page, context, errors } = await open('guide/broken');
    const error = page.locator('.mdd-mermaid__error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toMatch(
      /^This diagram could not be drawn: Parse error on line 3:/,
    );
    await expect(page.locator('.mdd-mermaid pre').isVisible()).resolves.toBe(true);
    await expect(page.locator('.mdd-mermaid pre').textContent()).resolves.toContain('A[Start --> B');
    await expect(page.getByText('The text after it is still here.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('img').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads no Mermaid code on a page without a diagram, draws after a link to one, and at once on coming back', async () => {
    const { page, context, errors, requests } = await open('guide/plain');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((file) => mermaidFiles.test(file))).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'flow' }).click();
    await page.waitForURL(`${baseUrl}guide/flow`);
    await page.getByRole('img', { name: 'Order flow' }).locator('svg').waitFor();
    expect(requests.filter((file) => mermaidFiles.test(file)).length).toBeGreaterThan(0);
    // Back to the page: its drawings show at once, never their code first.
    await page.goBack();
    await page.waitForURL(`${baseUrl}guide/plain`);
    await page.evaluate(() => {
      const seen = window as unknown as { sawSource?: boolean };
      seen.sawSource = false;
      new MutationObserver(() => {
        if (document.querySelector('.mdd-mermaid[data-state="source"]')) seen.sawSource = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.goForward();
    await page.getByRole('img', { name: 'Order flow' }).locator('svg').waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawSource?: boolean }).sawSource)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Mermaid diagrams in a Docusaurus blog post in Chromium', () => {
  let blogSite: BuiltFixture | undefined;

  beforeAll(async () => {
    blogSite = await builtFixture('mermaid-blog-site', '/');
  });

  afterAll(async () => {
    await blogSite?.close();
  });

  it('draws the diagram of a post, the only one of the site', async () => {
    browser ??= await chromium.connect(inject('wsEndpoint'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${blogSite?.baseUrl}blog/2026/01/10/settlement`);
    const steps = page.getByRole('img', { name: 'Settlement steps' });
    await steps.locator('svg').waitFor();
    expect(await steps.locator('svg .nodeLabel').allTextContents()).toEqual(['Trade date', 'Settled']);
    await expect(page.getByText('A trade settles in two steps.').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Mermaid diagrams of `@theme/Mermaid` in a Docusaurus site in Chromium', () => {
  let themeSite: BuiltFixture | undefined;

  beforeAll(async () => {
    themeSite = await builtFixture('mermaid-theme-site', '/');
  });

  afterAll(async () => {
    await themeSite?.close();
  });

  it.each([
    ['docs/flow', 'Order flow', ['Order placed', 'Order filled'], 'The text after the diagram.'],
    ['docs/steps', 'Settlement steps', ['Trade date', 'Settled'], 'How a filled order settles:'],
  ])('draws <Mermaid value> of %s (%s)', async (route, name, labels, text) => {
    browser ??= await chromium.connect(inject('wsEndpoint'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${themeSite?.baseUrl}${route}`);
    const diagram = page.getByRole('img', { name });
    await diagram.locator('svg').waitFor();
    expect(await diagram.locator('svg .nodeLabel').allTextContents()).toEqual(labels);
    await expect(page.locator('.mdd-mermaid__source').isHidden()).resolves.toBe(true);
    await expect(page.getByText(text).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Mermaid diagrams on a right-to-left page in Chromium', () => {
  let rtlSite: BuiltFixture | undefined;

  beforeAll(async () => {
    rtlSite = await builtFixture('mermaid-rtl-site', '/');
  });

  afterAll(async () => {
    await rtlSite?.close();
  });

  it.each([375, 1280])(
    'draws diagrams wider than a phone without shifting the content at %i px',
    async (width) => {
      const { cls, heights, dir } = await drawnLayoutShift(`${rtlSite?.baseUrl}docs/flow`, width);
      expect(dir).toBe('rtl');
      expect(cls, `diagrams ${heights.join(' and ')} px high`).toBeLessThan(0.01);
      // Both are wider than a phone's page (343 px): drawn lower there than their natural 70 and 363 px.
      expect(heights[0]).toBeCloseTo(width === 375 ? 43.1 : 70, 0);
      expect(heights[1]).toBeCloseTo(width === 375 ? 191.5 : 363, 0);
    },
  );
});
