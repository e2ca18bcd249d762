import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, StoryPage } from '@market-data-docs/visual';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readPalette } from '../src/styles/palette.js';

/** The built Storybook as a designer meets it: docs pages, Foundations, and the defects fixed. */
const dir = inject('storybookDir');
const baseUrl = inject('storybookUrl');
const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; title: string; type: 'story' | 'docs'; importPath: string }>;
};
const entries = Object.values(index.entries);
const tokensCss = readFileSync(path.join(import.meta.dirname, '..', 'src', 'styles', 'tokens.css'), 'utf8');

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function docsText(page: Page, id: string): Promise<string> {
  await page.goto(new URL(`iframe.html?viewMode=docs&id=${id}`, baseUrl).href);
  await page.locator('#storybook-docs h1').first().waitFor();
  return page.locator('#storybook-docs').innerText();
}

describe('index.json', () => {
  it('holds a docs page for every story file, each of them a component group', () => {
    const titles = new Set(entries.filter((e) => e.type === 'story').map((e) => e.title));
    const docs = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
    expect(titles.size).toBeGreaterThan(20);
    expect([...titles].filter((title) => !docs.has(title))).toEqual([]);
  });

  it('holds the Foundations pages', () => {
    const foundations = entries.filter((e) => e.type === 'docs' && e.title.startsWith('Foundations/'));
    expect(foundations.map((e) => e.title).sort()).toEqual([
      'Foundations/Colours',
      'Foundations/Overview',
      'Foundations/Spacing, radii and shadows',
      'Foundations/Typography',
    ]);
  });
});

describe('Foundations', () => {
  it('shows every custom property of tokens.css, with its light and dark colour', async () => {
    const page = await browser.newPage();
    const ids = entries
      .filter((e) => e.type === 'docs' && e.title.startsWith('Foundations/'))
      .map((e) => e.id);
    let text = '';
    for (const id of ids) text += await docsText(page, id);
    const palette = readPalette(tokensCss);
    expect(palette.tokens.length).toBeGreaterThan(60);
    expect(palette.tokens.map((t) => t.name).filter((name) => !text.includes(name))).toEqual([]);
    expect(text).toContain('--mdd-color-link');
    expect(text).toContain('#0067bd');
    expect(text).toContain('#5cb2ff');
    await page.close();
  });

  it('gives the contrast of every pair in both modes, each marked against AA', async () => {
    const page = await browser.newPage();
    const text = await docsText(page, 'foundations-colours--docs');
    expect(text).toMatch(/--mdd-admonition-info-border\s+--mdd-admonition-info-bg\s+info admonition icon/);
    expect(text).toContain('✓ AA');
    expect(text).not.toContain('below AA');
    expect(text).toContain('Colour tokens in no pair');
    await page.close();
  });
});

interface DocgenComponent {
  __docgenInfo?: { displayName?: string; props?: Record<string, { description?: string }> };
}
interface LoadedStory {
  title: string;
  component?: DocgenComponent;
  subcomponents?: Record<string, DocgenComponent>;
  argTypes: Record<string, { description?: string; table?: { disable?: boolean } }>;
}

describe('docs pages', () => {
  it('describe every prop of every component and every arg of every story', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('iframe.html?viewMode=story', baseUrl).href);
    await page.waitForFunction(
      () =>
        (window as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__
          ?.storyStoreValue,
    );
    const ids = entries.filter((e) => e.type === 'story').map((e) => e.id);
    const undescribed = await page.evaluate(async (storyIds) => {
      const store = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: { loadStory(input: { storyId: string }): Promise<LoadedStory> };
          };
        }
      ).__STORYBOOK_PREVIEW__.storyStoreValue;
      const found = new Set<string>();
      for (const storyId of storyIds) {
        const story = await store.loadStory({ storyId });
        for (const component of [story.component, ...Object.values(story.subcomponents ?? {})]) {
          const info = component?.__docgenInfo;
          for (const [prop, { description }] of Object.entries(info?.props ?? {}))
            if (!description?.trim()) found.add(`${info?.displayName} prop ${prop}`);
        }
        for (const [arg, argType] of Object.entries(story.argTypes))
          if (!argType.table?.disable && !argType.description?.trim()) found.add(`${story.title} arg ${arg}`);
      }
      return [...found].sort();
    }, ids);
    expect(undescribed).toEqual([]);
    await page.close();
  });

  it('show the usage note of their story file', async () => {
    const metas = import.meta.glob<{
      title: string;
      parameters?: { docs?: { description?: { component?: string } } };
    }>('../src/**/*.stories.tsx', { eager: true, import: 'default' });
    const plain = (text: string) => text.replace(/[*`]/g, '').replace(/\s+/g, ' ');
    const page = await browser.newPage();
    const missing: string[] = [];
    for (const meta of Object.values(metas)) {
      const note = plain(meta.parameters?.docs?.description?.component ?? '').slice(0, 60);
      const docs = entries.find((e) => e.type === 'docs' && e.title === meta.title);
      if (!note || !docs) {
        missing.push(meta.title);
        continue;
      }
      if (!plain(await docsText(page, docs.id)).includes(note)) missing.push(meta.title);
    }
    expect(missing).toEqual([]);
    await page.close();
  });

  it('in dark mode show every story on the dark page colour, its text readable', async () => {
    const page = await browser.newPage();
    await page.goto(
      new URL('iframe.html?viewMode=docs&id=doc-parts--docs&globals=colorMode:dark', baseUrl).href,
    );
    await page.locator('#storybook-docs .docs-story .mdd-doc__title').first().waitFor();
    const stories = await page
      .locator('#storybook-docs .docs-story')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
    const pageColour = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(pageColour).toBe('rgb(27, 27, 29)');
    expect(stories.length).toBeGreaterThan(5);
    expect(stories.filter((background) => background !== pageColour)).toEqual([]);
    const title = await page
      .locator('#storybook-docs .docs-story .mdd-doc__title')
      .first()
      .evaluate((element) => getComputedStyle(element).color);
    expect(ratio(title, pageColour)).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });
});

describe('fixed defects', () => {
  const show = async (
    id: string,
    options: { mode?: 'light' | 'dark'; width?: 'mobile' | 'desktop' } = {},
  ) => {
    const story = await StoryPage.open(browser, {
      baseUrl,
      mode: options.mode ?? 'light',
      width: options.width ?? 'desktop',
    });
    const shown = await story.show(id);
    expect(shown.error).toBeUndefined();
    return story;
  };

  it('search page: a one-word result title wraps at 375 px instead of widening the page', async () => {
    const story = await show('search-searchpage--long-labels-mobile', { width: 'mobile' });
    await story.page
      .getByRole('link', { name: /NonStandardOptions/ })
      .first()
      .waitFor();
    expect(await story.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await story.close();
  });

  it('code block: the wrap and copy buttons sit beside the title, above the first line', async () => {
    for (const id of [
      'mdx-codeblock--buttons-beside-long-first-line',
      'mdx-codeblock--title-numbers-highlights',
    ]) {
      const story = await show(id, { width: 'mobile' });
      const buttons = await story.page.locator('.mdd-code-block__buttons').boundingBox();
      const firstLine = await story.page.locator('.mdd-code-block .line').first().boundingBox();
      expect(buttons && firstLine && buttons.y + buttons.height <= firstLine.y).toBe(true);
      await story.close();
    }
  });

  it('admonitions: Caution and Warning differ in colour and icon; every icon reaches 3:1 in both modes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const story = await show('mdx-admonition--all-types', { mode });
      const boxes = await story.page.locator('.mdd-admonition').evaluateAll((elements) =>
        elements.map((element) => {
          const icon = element.querySelector('.mdd-admonition__icon') as SVGElement;
          return {
            type: element.className,
            background: getComputedStyle(element).backgroundColor,
            border: getComputedStyle(element).borderLeftColor,
            icon: getComputedStyle(icon).color,
            shape: icon.innerHTML,
          };
        }),
      );
      const caution = boxes.find((b) => b.type.includes('--caution'));
      const warning = boxes.find((b) => b.type.includes('--warning'));
      expect(caution?.background).not.toBe(warning?.background);
      expect(caution?.border).not.toBe(warning?.border);
      expect(caution?.shape).not.toBe(warning?.shape);
      for (const box of boxes)
        expect(ratio(box.icon, box.background), `${box.type} in ${mode}`).toBeGreaterThanOrEqual(3);
      await story.close();
    }
  });

  it('colour mode: the toggle inside a story switches the toolbar’s colour mode too', async () => {
    const story = await show('color-mode-colormodetoggle--switches-the-toolbar-too');
    const state = () =>
      story.page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        toolbar: (
          window as unknown as {
            __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: { get(): { colorMode: string } } } };
          }
        ).__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get().colorMode,
      }));
    await expect.poll(state, { timeout: 5_000 }).toEqual({ theme: 'dark', toolbar: 'dark' });
    await story.close();
  });

  it('right to left: borders, bars, badges and the navbar’s end change sides; code reads left to right', async () => {
    const story = await show('layout-layout--right-to-left');
    await story.page.locator('.mdd-admonition').first().waitFor();
    const sides = await story.page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
      const box = (selector: string) => (document.querySelector(selector) as Element).getBoundingClientRect();
      const borders = (selector: string) => ({
        left: style(selector).borderLeftWidth,
        right: style(selector).borderRightWidth,
      });
      const badge = document.querySelector('.mdd-sidebar .mdd-badge') as Element;
      const label = badge.previousElementSibling ?? badge.parentElement?.firstElementChild;
      return {
        admonition: borders('.mdd-admonition'),
        sidebar: borders('.mdd-layout__sidebar'),
        toc: borders('.mdd-toc'),
        code: style('.mdd-code-block pre').direction,
        navbarEnd: box('.mdd-navbar__end').left,
        badgeGap:
          label && label !== badge
            ? label.getBoundingClientRect().left - badge.getBoundingClientRect().right
            : -1,
      };
    });
    // The bar of an admonition is on the right, where a line starts; the sidebar (right) and the
    // table of contents (left) are each ruled off on the side of the page's text.
    expect(sides.admonition).toEqual({ left: '0px', right: expect.not.stringMatching(/^0px$/) });
    expect(sides.sidebar).toEqual({ left: '1px', right: '0px' });
    expect(sides.toc).toEqual({ left: '0px', right: '1px' });
    expect(sides.code).toBe('ltr');
    expect(sides.navbarEnd).toBeLessThan(64);
    expect(sides.badgeGap).toBeGreaterThan(2);
    await story.close();
  });

  it('right to left at phone width: the closed “On this page” chevron points left, as the sidebar’s do', async () => {
    const chevron = async (id: string) => {
      const story = await show(id, { width: 'mobile' });
      const button = story.page.getByRole('button', { name: 'On this page', expanded: false });
      // The icon is a chevron pointing down, turned by CSS: where its tip points once turned.
      const pointsTo = await button.locator('.mdd-toc-mobile__chevron').evaluate((element) => {
        const turn = new DOMMatrix(getComputedStyle(element).transform);
        return turn.transformPoint(new DOMPoint(0, 1)).x - turn.transformPoint(new DOMPoint(0, 0)).x;
      });
      await story.close();
      return pointsTo;
    };
    expect(await chevron('layout-layout--mobile')).toBeGreaterThan(0);
    expect(await chevron('layout-layout--right-to-left-mobile')).toBeLessThan(0);
  });

  it('docs pages show a phone story at phone width and a played story played, in the toolbar’s mode', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(
      new URL('iframe.html?viewMode=docs&id=layout-navbar--docs&globals=colorMode:dark', baseUrl).href,
    );
    const shown = async (name: string) => {
      const frame = page.locator(`.docs-story iframe[title="${name}"]`);
      await frame.scrollIntoViewIfNeeded();
      const content = page.frameLocator(`.docs-story iframe[title="${name}"]`);
      await content.locator('.mdd-navbar').waitFor();
      return { frame, content };
    };
    const menu = await shown('Mobile Menu Open');
    expect((await menu.frame.boundingBox())?.width).toBe(375);
    await menu.content.getByRole('dialog').waitFor();
    expect(await menu.content.locator('html').getAttribute('data-theme')).toBe('dark');
    const dropdown = await shown('Dropdown Open');
    expect((await dropdown.frame.boundingBox())?.width).toBeGreaterThan(996);
    await dropdown.content.getByRole('button', { name: 'SDKs', expanded: true }).waitFor();
    await page.close();
  });

  it('the zoom buttons of a docs page scale a story in a frame of its own, its box following; Reload loads it again', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('iframe.html?id=layout-navbar--mobile-menu-open')) loads.push(request.url());
    });
    await page.goto(new URL('iframe.html?viewMode=docs&id=layout-navbar--docs', baseUrl).href);
    const story = page.locator('#anchor--layout-navbar--mobile-menu-open');
    await story.scrollIntoViewIfNeeded();
    const frame = story.locator('.docs-story iframe');
    const link = story.frameLocator('iframe').getByRole('dialog').getByRole('link', { name: 'SDKs' }).first();
    await link.waitFor();
    // The frame is as tall as the phone once its height is measured (up to 3 s after it loads).
    await expect.poll(async () => (await frame.boundingBox())?.height, patiently).toBe(740);
    const next = page.locator('#anchor--layout-navbar--dropdown-open');
    const sizes = async () => {
      const [box, text, below] = [
        await frame.boundingBox(),
        await link.boundingBox(),
        await next.boundingBox(),
      ];
      return { frame: [box?.width, box?.height], text: text?.height, below: below?.y };
    };
    // The frames above may still be taking their heights: measure once the page holds still.
    let before = await sizes();
    await expect
      .poll(
        async () => {
          const now = await sizes();
          const still = JSON.stringify(now) === JSON.stringify(before);
          before = now;
          return still;
        },
        { ...patiently, interval: 500 },
      )
      .toBe(true);
    expect(before.frame).toEqual([375, 740]);
    await story.getByRole('button', { name: 'Zoom in' }).click();
    // 125 %: the phone, the menu's text in it and the story's box, the next story moved down as much.
    await expect.poll(sizes).toMatchObject({ frame: [468.75, 925], below: (before.below ?? 0) + 185 });
    expect(((await sizes()).text ?? 0) / (before.text ?? 1)).toBeCloseTo(1.25, 2);
    await story.getByRole('button', { name: 'Zoom out' }).click();
    await story.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await sizes()).frame).toEqual([300, 592]);
    await story.getByRole('button', { name: 'Reset zoom' }).click();
    await expect.poll(sizes).toEqual(before);
    expect(loads).toHaveLength(1);
    await story.getByRole('button', { name: 'Reload story' }).click();
    await expect.poll(() => loads.length).toBe(2);
    await link.waitFor();
    await page.close();
  });

  it('a docs page loads each story frame once and keeps the toolbar’s colour mode', async () => {
    for (const id of ['color-mode-colormodetoggle--docs', 'layout-navbar--docs']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 2400 } });
      const loads: string[] = [];
      page.on('request', (request) => {
        if (request.frame() !== page.mainFrame() && request.url().includes('iframe.html?id='))
          loads.push(request.url());
      });
      await page.goto(new URL(`iframe.html?viewMode=docs&id=${id}`, baseUrl).href);
      await page.locator('#storybook-docs h1').first().waitFor();
      await page.waitForTimeout(6000);
      expect(loads.length, id).toBe(new Set(loads).size);
      expect(await page.evaluate(() => document.documentElement.dataset.theme), id).toBe('light');
      await page.close();
    }
  });

  it('docs pages show a dialog fixed to the window, not an empty box', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(
      new URL('iframe.html?viewMode=docs&id=search-searchmodal--docs&globals=colorMode:dark', baseUrl).href,
    );
    const story = page.locator('#anchor--search-searchmodal--idle .docs-story');
    await story.scrollIntoViewIfNeeded();
    const dialog = story.frameLocator('iframe').getByRole('dialog');
    await dialog.waitFor();
    const [box, frame] = [await dialog.boundingBox(), await story.boundingBox()];
    expect(box && box.height > 100).toBe(true);
    expect(frame && box && box.y + box.height <= frame.y + frame.height + 1).toBe(true);
    expect(await story.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(27, 27, 29)',
    );
    await page.close();
  });

  it('a control changed on the canvas plays a scripted story again with the new args', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const canvas = page.frameLocator('#storybook-preview-iframe');
    // ArrowDown twice after the search: the second hit of the new query is active, not none.
    await page.goto(new URL('?path=/story/search-searchmodal--results-with-active-hit', baseUrl).href);
    const input = canvas.getByRole('combobox', { name: 'Search docs' });
    await expect.poll(() => activeOption(input), patiently).toMatch(/Candles/);
    await page.locator('#control-initialQuery').fill('quotes');
    await expect.poll(() => input.inputValue(), patiently).toBe('quotes');
    await expect.poll(() => activeOption(input), patiently).toMatch(/Quotes/);
    // The first tab clicked and ArrowRight: with new labels, the second of them is selected.
    await page.goto(new URL('?path=/story/mdx-tabs--keyboard-moved', baseUrl).href);
    await canvas.getByRole('tab', { name: 'PHP', selected: true }).waitFor();
    await page.locator('#control-labels').fill('One, Two, Three');
    await canvas.getByRole('tab', { name: 'Two', selected: true }).waitFor();
    expect(await canvas.getByRole('tabpanel').textContent()).toBe('Content of Two.');
    await page.close();
  });

  it('a control changed on a docs page reaches the story shown in a frame of its own', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL('iframe.html?viewMode=docs&id=search-searchmodal--docs', baseUrl).href);
    const story = page.locator('#anchor--search-searchmodal--idle .docs-story');
    await story.scrollIntoViewIfNeeded();
    const frame = story.frameLocator('iframe');
    await frame.getByText('No recent searches').waitFor();
    await page.locator('.docblock-argstable').getByRole('button', { name: 'Set string' }).click();
    await page.locator('.docblock-argstable textarea[name="initialQuery"]').fill('quotes');
    await expect
      .poll(() => frame.getByRole('combobox', { name: 'Search docs' }).inputValue(), patiently)
      .toBe('quotes');
    await frame
      .getByRole('option', { name: /Quotes/ })
      .first()
      .waitFor();
    expect(await frame.getByText('No recent searches').count()).toBe(0);
    await page.close();
  });

  it('a docs page whose played stories all load at once shows each story, not a play function error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().slice(0, 200));
    });
    await page.goto(new URL('iframe.html?viewMode=docs&id=search-searchpage--docs', baseUrl).href);
    await page.locator('#storybook-docs h1').first().waitFor();
    const frames = page.locator('.docs-story iframe');
    expect(await frames.count()).toBeGreaterThan(10);
    // Scrolled through at once: every frame loads a preview and plays its story beside the others.
    for (const element of await frames.all()) {
      await element.scrollIntoViewIfNeeded();
      await expect.poll(() => element.getAttribute('src'), patiently).toBeTruthy();
    }
    const states = await Promise.all(
      (await frames.all()).map(async (element) => {
        const frame = await (await element.elementHandle())?.contentFrame();
        // Until the story has rendered and played, or failed to.
        await frame?.waitForFunction(
          () =>
            ['finished', 'errored'].includes(
              (window as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } })
                .__STORYBOOK_PREVIEW__?.storyRenders?.[0]?.phase ?? '',
            ),
          undefined,
          { timeout: 60_000 },
        );
        return `${await element.getAttribute('title')}: ${await frame?.locator('body').getAttribute('class')}`;
      }),
    );
    expect(states.filter((state) => state.includes('errordisplay'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Retry, closing the search dialog and a link followed are logged in the Actions panel', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const canvas = page.frameLocator('#storybook-preview-iframe');
    const logs = async (path: string, click: Locator, name: string) => {
      await page.goto(new URL(`?path=/story/${path}`, baseUrl).href);
      await click.click();
      await page.getByRole('tab', { name: /^Actions/ }).click();
      const panel = page.locator('#storybook-panel-root');
      await expect.poll(async () => (await panel.textContent()) ?? '', patiently).toContain(name);
    };
    await logs('errors--page-error', canvas.getByRole('button', { name: 'Try again' }), 'onRetry');
    await logs('search-searchmodal--idle', canvas.getByRole('button', { name: 'Cancel' }), 'onClose');
    await logs(
      'doc-docsidebar--full',
      canvas.getByRole('link', { name: 'Bulk Candles' }).first(),
      'navigate',
    );
    await page.close();
  });

  it('focus-visible state: rings around what takes focus only, and around every such element', async () => {
    const story = await show('states-hover-focus-and-pressed--focus-visible');
    await story.page.locator('.mdd-code-block').waitFor();
    const ringed = await story.page.evaluate(() =>
      [...document.querySelectorAll('#storybook-root *')].map((element) => ({
        html: element.outerHTML.slice(0, 80),
        ring: getComputedStyle(element).outlineStyle !== 'none',
        // Takes focus from Tab, or from the arrow keys (a tab that is not selected, tabindex -1).
        focusable: element.matches('a[href], button:not(:disabled), input, summary, [tabindex]'),
      })),
    );
    expect(ringed.filter((element) => element.ring && !element.focusable).map((e) => e.html)).toEqual([]);
    expect(ringed.filter((element) => element.focusable && !element.ring).map((e) => e.html)).toEqual([]);
    await story.close();
  });

  it('a story opened on its own (canvas in a new tab) logs no error', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(new URL('iframe.html?id=mdx-admonition--playground&viewMode=story', baseUrl).href);
    await page.locator('.mdd-admonition').waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a desktop story fits the canvas of a 1440 px wide Storybook window', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(new URL('?path=/story/layout-layout--desktop', baseUrl).href);
    const frame = page.locator('#storybook-preview-iframe');
    // Once the story is on screen, the window has its story's globals (a viewport would widen it).
    await page.frameLocator('#storybook-preview-iframe').getByRole('banner').waitFor();
    const box = await frame.boundingBox();
    const canvas = await page.locator('#storybook-preview-wrapper').boundingBox();
    expect(box && canvas && box.x + box.width <= canvas.x + canvas.width + 1).toBe(true);
    expect(box && box.x + box.width <= 1440).toBe(true);
    await page.close();
  });
});

/** For a state that shows after a story renders again: two cores shared with other work can be slow. */
const patiently = { timeout: 20_000 };

/** The text of the option a combobox marks active (`aria-activedescendant`), or null. */
function activeOption(input: Locator): Promise<string | null> {
  return input.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    return (id && element.ownerDocument.getElementById(id)?.textContent) || null;
  });
}

/** WCAG contrast of two computed `rgb()` colours. */
function ratio(fg: string, bg: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [a, b] = [luminance(fg), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
