import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, url, visit } from './browser.js';

/** What the browser shows of a test page written with the features docs writers use (e2e/fixtures/test-pages). */

const selected = (page: Page, name: string) =>
  page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected');
const where = (page: Page) => page.evaluate(() => location.pathname + location.search + location.hash);

describe('footnotes', () => {
  it('link both ways, point at a label that screen readers get and sighted readers do not see', async () => {
    const { context, page, errors } = await openPage({ route: '/test-pages/authoring' });
    const marker = page.locator('a[data-footnote-ref]');
    expect(await marker.getAttribute('aria-describedby')).toBe('footnote-label');
    expect(await marker.getAttribute('aria-described-by')).toBeNull();
    const label = page.getByRole('heading', { name: 'Footnotes', level: 2 });
    expect(await label.count()).toBe(1);
    const box = await label.boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    expect(await page.locator('nav.mdd-toc').first().textContent()).not.toContain('Footnotes');

    await marker.click();
    expect(await where(page)).toBe('/docs-staging/test-pages/authoring#user-content-fn-credits');
    await expect(page.locator('#user-content-fn-credits').isVisible()).resolves.toBe(true);
    expect(
      await page.locator('#user-content-fn-credits').evaluate((li) => li.getBoundingClientRect().top),
    ).toBeLessThan(800);
    await page.getByRole('link', { name: 'Back to reference 1' }).click();
    expect(await where(page)).toBe('/docs-staging/test-pages/authoring#user-content-fnref-credits');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('diff blocks', () => {
  it('number each line once, with no gap after - and + and no sideways scroll', async () => {
    const { context, page } = await openPage({ route: '/test-pages/authoring' });
    const [numbered, plain] = await page.locator('.mdd-code-block pre').all();
    if (!numbered || !plain) throw new Error('two code blocks expected');
    for (const pre of [numbered, plain]) {
      expect(
        await pre.evaluate((element) => element.scrollWidth <= element.clientWidth),
        'no sideways scroll',
      ).toBe(true);
      const inner = await pre.evaluate((element) =>
        [...element.querySelectorAll('code > .line .line')].map((span) => {
          const style = getComputedStyle(span);
          const prefix = span.previousElementSibling?.getBoundingClientRect();
          return {
            before: getComputedStyle(span, '::before').content,
            padding: style.paddingLeft,
            gap: prefix ? Math.round(span.getBoundingClientRect().left - prefix.right) : -1,
          };
        }),
      );
      expect(inner.length).toBeGreaterThan(1);
      for (const line of inner) expect(line).toEqual({ before: 'none', padding: '0px', gap: 0 });
    }
    const numbers = await numbered.evaluate((element) =>
      [...element.querySelectorAll('code > .line')].map((line) => getComputedStyle(line, '::before').content),
    );
    expect(numbers).toEqual(['counter(line)', 'counter(line)', 'counter(line)']);
    expect(await numbered.textContent()).toBe(
      "- const token = 'old';\n+ const token = process.env.MARKETDATA_TOKEN;\n  fetch(url);",
    );
    expect(
      await plain.evaluate(
        (element) => getComputedStyle(element.querySelector('code > .line') as Element, '::before').content,
      ),
    ).toBe('none');
    await context.close();
  });
});

describe('task lists and keys', () => {
  it('show labelled checkboxes without bullets beside them, and keys as keys', async () => {
    const { context, page } = await openPage({ route: '/test-pages/authoring' });
    const items = page.locator('li.task-list-item');
    expect(await items.count()).toBe(2);
    expect(await items.first().evaluate((li) => getComputedStyle(li).listStyleType)).toBe('none');
    expect(
      await page
        .locator('li.task-list-item input[type="checkbox"]')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked)),
    ).toEqual([true, false]);
    expect(await page.getByRole('checkbox', { name: 'Create an account' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Copy the token' }).isDisabled()).toBe(true);
    const key = page.locator('.mdd-content kbd', { hasText: 'Ctrl' });
    const style = await key.evaluate((element) => {
      const s = getComputedStyle(element);
      return { border: s.borderBottomWidth, font: s.fontFamily, background: s.backgroundColor };
    });
    expect(style.border).toBe('2px');
    expect(style.font).toMatch(/mono/i);
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('keep inline markup in an admonition title and show :::important under its own title', async () => {
    const { context, page } = await openPage({ route: '/test-pages/authoring' });
    const [bold, important] = await page.getByRole('note').all();
    expect(await bold?.locator('.mdd-admonition__title strong').textContent()).toBe('Bold');
    expect(await bold?.locator('.mdd-admonition__title').textContent()).toBe('Note: Title With Bold Text');
    expect(await important?.locator('.mdd-admonition__title').textContent()).toBe('Important');
    expect(await important?.getAttribute('class')).toContain('mdd-admonition--info');
    await context.close();
  });
});

describe('tabs with queryString', () => {
  it('write the chosen tab into the URL without a new history entry, and a reload keeps it', async () => {
    const { context, page, errors } = await openPage({ route: '/test-pages/tabs' });
    expect(await selected(page, 'macOS')).toBe('true');
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Linux' }).click();
    expect(await where(page)).toBe('/docs-staging/test-pages/tabs?os=linux');
    await page.getByRole('tab', { name: 'Python' }).click();
    expect(await where(page)).toBe('/docs-staging/test-pages/tabs?os=linux&tab=python');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect([await selected(page, 'Linux'), await selected(page, 'Python')]).toEqual(['true', 'true']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('open a shared ?tab= link on that tab, after a hydration without errors, and the router still works', async () => {
    const { context, page, errors } = await openPage();
    await page.goto(url('/test-pages/tabs?tab=python&os=linux'));
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await selected(page, 'Python')).toBe('true');
    expect(await selected(page, 'Linux')).toBe('true');
    expect(await page.getByRole('tabpanel').filter({ hasText: 'Use requests.' }).isVisible()).toBe(true);

    await page.locator('.mdd-content').getByRole('link', { name: 'author features' }).click();
    await page.getByRole('heading', { name: 'Author features', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'tabs page with Python chosen' }).click();
    await page.getByRole('heading', { name: 'Tabs with links', level: 1 }).waitFor();
    expect(await where(page)).toBe('/docs-staging/test-pages/tabs?tab=python');
    expect(await selected(page, 'Python')).toBe('true');
    expect(await selected(page, 'macOS')).toBe('true');
    await page.goBack();
    await page.getByRole('heading', { name: 'Author features', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignore a value the tabs do not have', async () => {
    const { context, page } = await openPage();
    await visit(page, '/test-pages/tabs?tab=cobol');
    expect(await selected(page, 'JavaScript')).toBe('true');
    await context.close();
  });
});
