import fs from 'node:fs';
import path from 'node:path';
import { contrast, parseColor, type Rgb } from '@market-data-docs/theme/contrast';
import { describe, expect, it } from 'vitest';
import { navbarFooterCss } from '../src/docusaurus/navbar-footer-colors.js';

const fixtureCss = fs.readFileSync(
  path.join(import.meta.dirname, 'fixtures/docusaurus-site/src/css/custom.css'),
  'utf8',
);

/** The declarations of the rule of `selector` in the sheet, as a map. */
function rule(css: string, selector: string): Record<string, string> {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) return {};
  const body = css.slice(at + selector.length + 2, css.indexOf('}', at));
  return Object.fromEntries(
    [...body.matchAll(/([\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

const light = ':root:not([data-theme="dark"])';
const dark = '[data-theme="dark"]';
const onBar = (mode: string, css: string) => {
  const at = css.indexOf(`${mode} :is(.mdd-navbar__inner > `);
  return rule(css.slice(at), css.slice(at, css.indexOf(' {', at)));
};
const rgb = (value: string | undefined) => (parseColor(value ?? '') ?? [0, 0, 0, 0]).slice(0, 3) as Rgb;
const ratio = (a: string | undefined, b: string | undefined) => contrast(rgb(a), rgb(b));

describe("a Docusaurus site's navbar and footer colours", () => {
  it("gives the navbar the site's background per colour mode, with its text lightened where the site's would not read", () => {
    const css = navbarFooterCss([fixtureCss], 'dark');
    expect(rule(css, `${light} .mdd-navbar`)).toEqual({ '--mdd-color-navbar-bg': '#1f5f3f' });
    expect(rule(css, `${dark} .mdd-navbar`)).toEqual({ '--mdd-color-navbar-bg': '#0b1f3a' });
    // The theme's text (#1c1e21) and the site's primary (#25704a) read at 2.2:1 and 1.2:1 on #1f5f3f.
    expect(ratio('#1c1e21', '#1f5f3f')).toBeLessThan(4.5);
    expect(rule(css, `${light} .mdd-navbar__inner`)).toEqual({ color: '#e1e2e2' });
    expect(onBar(light, css)).toEqual({
      '--mdd-color-text': '#e1e2e2',
      '--mdd-color-primary': '#d6e4dd',
      '--mdd-color-link': '#d6e4dd',
      '--mdd-color-link-hover': '#d6e4dd',
      '--mdd-color-hover': '#ffffff1a',
      '--mdd-color-focus': '#70aada',
    });
    // In dark mode the theme's text and the site's dark primary read as they are.
    expect(onBar(dark, css)).toMatchObject({
      '--mdd-color-text': '#e3e3e3',
      '--mdd-color-primary': '#25c2a0',
    });
    for (const mode of [light, dark]) {
      const bg = rule(css, `${mode} .mdd-navbar`)['--mdd-color-navbar-bg'];
      const bar = onBar(mode, css);
      expect(ratio(bar['--mdd-color-text'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(bar['--mdd-color-primary'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(bar['--mdd-color-focus'], bg)).toBeGreaterThanOrEqual(3);
    }
  });

  it('scopes the navbar colours to the bar, so its dropdown lists and the mobile menu keep the page colours', () => {
    const css = navbarFooterCss([fixtureCss], 'dark');
    const selectors = [...css.matchAll(/\}\s*([^{}]+)\{/g)].map((m) => (m[1] as string).trim());
    for (const selector of selectors.filter((s) => s.includes('mdd-navbar') && !s.endsWith('.mdd-navbar'))) {
      expect(selector).toContain('.mdd-navbar__inner');
      expect(selector).not.toMatch(/mobile-menu|dropdown-list/);
    }
    expect(onBar(light, css)).not.toHaveProperty('color');
    expect(css).toContain(':not(.mdd-navbar__dropdown)');
  });

  it('leaves the navbar alone where the site sets no background, or one that cannot be read', () => {
    expect(navbarFooterCss([':root { --ifm-color-primary: #ff6600; }'])).not.toContain('mdd-navbar');
    expect(navbarFooterCss([':root { --ifm-navbar-background-color: var(--brand); }'])).not.toContain(
      'mdd-navbar',
    );
  });

  it("draws navbar.style 'dark' as Infima's navbar--dark in both modes, over the site's :root navbar colours", () => {
    const site =
      ':root { --ifm-color-primary: #25704a; --ifm-navbar-background-color: #fff8e1; --ifm-navbar-link-hover-color: #7a4b00; }';
    const css = navbarFooterCss([site], 'light', 'dark');
    for (const mode of [light, dark]) {
      expect(rule(css, `${mode} .mdd-navbar`)).toEqual({ '--mdd-color-navbar-bg': '#303846' });
      expect(rule(css, `${mode} .mdd-navbar__inner`)).toEqual({ color: '#ffffff' });
      const bar = onBar(mode, css);
      // The site's primary (#25704a) reads at 2.2:1 on #303846: lightened until it reads.
      expect(ratio('#25704a', '#303846')).toBeLessThan(4.5);
      expect(ratio(bar['--mdd-color-primary'], '#303846')).toBeGreaterThanOrEqual(4.5);
      expect(ratio(bar['--mdd-color-focus'], '#303846')).toBeGreaterThanOrEqual(3);
    }
    // The site's own rule on the styled bar wins over Infima's.
    const own = navbarFooterCss(
      [`${site}\n.navbar--dark { --ifm-navbar-background-color: #101418; }`],
      'light',
      'dark',
    );
    expect(rule(own, `${light} .mdd-navbar`)).toEqual({ '--mdd-color-navbar-bg': '#101418' });
  });

  it("draws navbar.style 'primary' in the site's primary colour of each mode, its items readable there", () => {
    const site =
      ':root { --ifm-color-primary: #2e8555; }\n[data-theme="dark"] { --ifm-color-primary: #25c2a0; }';
    const css = navbarFooterCss([site], 'light', 'primary');
    expect(rule(css, `${light} .mdd-navbar`)).toEqual({ '--mdd-color-navbar-bg': '#2e8555' });
    expect(rule(css, `${dark} .mdd-navbar`)).toEqual({ '--mdd-color-navbar-bg': '#25c2a0' });
    // Infima's hover colour on a primary bar is white: it reads on the light mode's green.
    expect(onBar(light, css)['--mdd-color-primary']).toBe('#ffffff');
    for (const mode of [light, dark]) {
      const bg = rule(css, `${mode} .mdd-navbar`)['--mdd-color-navbar-bg'];
      const bar = onBar(mode, css);
      expect(ratio(bar['--mdd-color-text'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(bar['--mdd-color-primary'], bg)).toBeGreaterThanOrEqual(4.5);
    }
    // No primary of the site's own: Infima's.
    expect(rule(navbarFooterCss([], 'light', 'primary'), `${light} .mdd-navbar`)).toEqual({
      '--mdd-color-navbar-bg': '#3578e5',
    });
  });

  it("draws Infima's light footer by default, in its own colours per mode", () => {
    const css = navbarFooterCss([]);
    expect(rule(css, light)).toEqual({
      '--mdd-color-footer-bg': '#f5f6f7',
      '--mdd-color-footer-text': '#606770',
      '--mdd-color-footer-link-hover': '#00419a',
    });
    expect(rule(css, `${light} .mdd-footer`)).toEqual({ color: '#1c1e21', '--mdd-color-focus': '#0067bd' });
    expect(rule(css, dark)).toEqual({
      '--mdd-color-footer-bg': '#1c1e21',
      '--mdd-color-footer-text': '#dadde1',
      '--mdd-color-footer-link-hover': '#eb5c6d',
    });
    expect(rule(css, `${dark} .mdd-footer__title`)).toEqual({ color: '#e3e3e3' });
  });

  it("takes a light footer's colours from the site's :root, and a dark footer's from its .footer--dark rule", () => {
    const rootColours =
      ':root { --ifm-footer-background-color: #fffbe6; --ifm-footer-title-color: #7a4b00; }\n[data-theme="dark"] { --ifm-footer-background-color: #2a2300; }';
    expect(rule(navbarFooterCss([rootColours]), light)['--mdd-color-footer-bg']).toBe('#fffbe6');
    expect(rule(navbarFooterCss([rootColours]), `${light} .mdd-footer__title`)).toEqual({ color: '#7a4b00' });
    expect(rule(navbarFooterCss([rootColours]), dark)['--mdd-color-footer-bg']).toBe('#2a2300');
    // Infima's `.footer--dark` sets its own colours on the footer: a dark footer keeps them.
    expect(rule(navbarFooterCss([rootColours], 'dark'), light)['--mdd-color-footer-bg']).toBe('#303846');
    const css = navbarFooterCss([fixtureCss], 'dark');
    expect(rule(css, light)['--mdd-color-footer-bg']).toBe('#10263d');
    expect(rule(css, `${light} .mdd-footer`)).toMatchObject({ color: '#ebedf0' });
    expect(rule(css, `${light} .mdd-footer__title`)).toEqual({ color: '#ffffff' });
  });

  it('lightens a footer link colour under 4.5:1 and the primary hover colour on a dark footer', () => {
    const css = navbarFooterCss([fixtureCss], 'dark');
    expect(ratio('#5f7a99', '#10263d')).toBeLessThan(4.5);
    expect(rule(css, light)).toEqual({
      '--mdd-color-footer-bg': '#10263d',
      '--mdd-color-footer-text': '#778ea8',
      '--mdd-color-footer-link-hover': '#60977b',
    });
    for (const mode of [light, dark]) {
      const tokens = rule(css, mode);
      const bg = tokens['--mdd-color-footer-bg'];
      expect(ratio(tokens['--mdd-color-footer-text'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(tokens['--mdd-color-footer-link-hover'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(tokens['--mdd-color-footer-text'], bg)).toBeLessThan(4.7);
      expect(ratio(rule(css, `${mode} .mdd-footer`).color, bg)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(rule(css, `${mode} .mdd-footer`)['--mdd-color-focus'], bg)).toBeGreaterThanOrEqual(3);
    }
  });
});
