import { launchChromium, readStories, StoryPage, type WidthName } from '@market-data-docs/visual';
import axe from 'axe-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Every story of the built Storybook in real Chromium, in light and dark mode at phone and desktop
 * width: axe (WCAG 2.1 A and AA, colour contrast included) finds nothing, and at phone width the
 * page never scrolls sideways.
 */
const baseUrl = inject('storybookUrl');
const stories = await readStories(inject('storybookDir'));
const browser: Browser = await launchChromium();
/** Stories pinned to the phone width (a mobile menu, say) are checked at that width only. */
const pins = await (async () => {
  const page = await StoryPage.open(browser, { baseUrl, mode: 'light', width: 'mobile' });
  const found = await page.pinnedWidths(stories.map((story) => story.id));
  await page.close();
  return found;
})();

/**
 * Known findings, each with why it stands. label-content-name-mismatch (WCAG 2.5.3, a rule of
 * axe-core 4.14; the site's browser tests run 4.13, where it was experimental): the search button
 * shows "Search docs" and its shortcut but is named "Search". The search UI is being reworked in
 * its own issue; the name there should start with the visible words.
 */
const known = [{ rule: 'label-content-name-mismatch', target: '.mdd-search-button' }];

afterAll(async () => {
  await browser?.close();
});

interface Findings {
  error?: string;
  violations: string[];
  overflow: number;
}

async function check(page: StoryPage, id: string): Promise<Findings> {
  const { error } = await page.show(id);
  const found = await page.page.evaluate(async (source) => {
    // Our axe-core, loaded once per page (over the accessibility addon's copy).
    const w = window as unknown as { axe?: typeof axe; mddAxe?: boolean; eval(code: string): unknown };
    if (!w.mddAxe) {
      w.eval(source);
      w.mddAxe = true;
    }
    const results = await (w.axe as typeof axe).run(
      { exclude: [['#storybook-docs'], ['iframe']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
        iframes: false,
      },
    );
    return {
      violations: results.violations.flatMap((v) =>
        v.nodes.map((n) => ({ rule: v.id, help: v.help, target: n.target.join(' ') })),
      ),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, axe.source);
  const violations = found.violations
    .filter((v) => !known.some((k) => k.rule === v.rule && v.target === k.target))
    .map((v) => `${v.rule}: ${v.help} (${v.target})`);
  return { error, violations, overflow: found.overflow };
}

describe.each(['mobile', 'desktop'] as WidthName[])('every story at %s width', (width) => {
  let light: StoryPage;
  let dark: StoryPage;
  const shown = stories.filter((story) => (pins.get(story.id) ?? width) === width);

  beforeAll(async () => {
    [light, dark] = await Promise.all([
      StoryPage.open(browser, { baseUrl, mode: 'light', width }),
      StoryPage.open(browser, { baseUrl, mode: 'dark', width }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([light?.close(), dark?.close()]);
  });

  it.each(shown.map((story) => [`${story.title} / ${story.name}`, story.id]))(
    '%s: renders, axe finds nothing in light and dark mode, no sideways scroll',
    async (_, id) => {
      const [inLight, inDark] = await Promise.all([check(light, id), check(dark, id)]);
      for (const found of [inLight, inDark]) {
        expect(found.error).toBeUndefined();
        expect(found.violations).toEqual([]);
        if (width === 'mobile') expect(found.overflow).toBeLessThanOrEqual(0);
      }
    },
  );
});
