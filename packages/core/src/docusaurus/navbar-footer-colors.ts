import { contrast, type Rgb } from '@market-data-docs/theme/contrast';
import {
  hex,
  ifmDeclarations,
  type Mode,
  modeSelector,
  modes,
  pageBackgrounds,
  readable,
  rootSelectors,
  type SelectorTests,
  siteColor,
} from './site-colors.js';

/**
 * A Docusaurus site's navbar (`navbar.style` and `--ifm-navbar-*`) and footer (`footer.style`
 * and `--ifm-footer-*`) drawn by this theme, with every colour drawn on them (text, links, hover
 * and current items, icons, focus rings) made readable there: 4.5:1 for text, 3:1 for icons and
 * outlines, mixed toward black or white from the site's (or Infima's) own colour where it falls short.
 */

/** `themeConfig.footer.style`: Infima's `footer--dark` or its default light footer. */
export type FooterStyle = 'light' | 'dark';

/** `themeConfig.navbar.style`: Infima's `navbar--dark` or `navbar--primary` (none: the page's colours). */
export type NavbarStyle = 'dark' | 'primary';

/** Infima's own `--ifm-color-primary`, where the site sets none. */
const infimaPrimary = '#3578e5';

/** The theme's own colours, where the site sets none (`tokens.css`). */
const theme: Record<Mode, { text: Rgb; primary: Rgb; focus: Rgb }> = {
  light: { text: [0x1c, 0x1e, 0x21], primary: [0x00, 0x41, 0x9a], focus: [0x00, 0x67, 0xbd] },
  dark: { text: [0xe3, 0xe3, 0xe3], primary: [0xeb, 0x5c, 0x6d], focus: [0x5c, 0xb2, 0xff] },
};

/** Infima's footer colours per style and mode (`--ifm-color-emphasis-100`/`-700`, `.footer--dark`). */
const infimaFooter: Record<FooterStyle, Record<Mode, { bg: Rgb; link: Rgb; text?: Rgb; title?: Rgb }>> = {
  light: {
    light: { bg: [0xf5, 0xf6, 0xf7], link: [0x60, 0x67, 0x70] },
    dark: { bg: [0x1c, 0x1e, 0x21], link: [0xda, 0xdd, 0xe1] },
  },
  dark: {
    light: {
      bg: [0x30, 0x38, 0x46],
      link: [0xeb, 0xed, 0xf0],
      text: [0xeb, 0xed, 0xf0],
      title: [255, 255, 255],
    },
    dark: {
      bg: [0x30, 0x38, 0x46],
      link: [0xeb, 0xed, 0xf0],
      text: [0xeb, 0xed, 0xf0],
      title: [255, 255, 255],
    },
  },
};

/**
 * Rules on one of Infima's components (`.footer`, `.footer--dark`, `.navbar--primary`...), optionally
 * inside a colour mode's selector.
 */
const componentSelectors = (component: 'navbar' | 'footer', style: string): SelectorTests => ({
  light: new RegExp(
    `^(?:(?:html|:root)(?:\\[data-theme=["']?light["']?\\])?)?\\.${component}(?:--${style})?$`,
  ),
  dark: new RegExp(`^(?:html)?\\[data-theme=["']?dark["']?\\]\\.${component}(?:--${style})?$`),
});

/**
 * The navbar's `--ifm-*` values under Infima's `navbar--dark` or `navbar--primary`: set on the bar
 * itself, they hide the site's `:root` values of the same names; the site's own rules on the bar
 * (`own`) come last.
 */
function styledNavbar(style: NavbarStyle, root: Map<string, string>, own: Map<string, string>) {
  const declared = new Map(root);
  if (style === 'dark') {
    declared.set('--ifm-navbar-background-color', '#303846');
    declared.set('--ifm-navbar-link-color', '#ffffff');
    // Infima's `var(--ifm-color-primary)`, the accent's fallback.
    declared.delete('--ifm-navbar-link-hover-color');
  } else {
    declared.set('--ifm-navbar-background-color', root.get('--ifm-color-primary') ?? infimaPrimary);
    declared.set('--ifm-navbar-link-hover-color', '#ffffff');
  }
  for (const [name, value] of own) declared.set(name, value);
  return declared;
}

/** Text that reads at 4.5:1 on `bg` and on each of `also` (hover backgrounds). */
const text = (color: Rgb, bg: Rgb, also: Rgb[] = []) =>
  hex(readable(color, bg, (c) => [bg, ...also].every((b) => contrast(c, b) >= 4.5)));
/** An icon or outline that reads at 3:1 on `bg`. */
const outline = (color: Rgb, bg: Rgb) => hex(readable(color, bg, (c) => contrast(c, bg) >= 3));

/** The navbar's items on the bar itself: not its dropdowns' lists, nor the mobile menu. */
const onTheBar = [
  '.mdd-navbar__inner > :is(.mdd-navbar__menu-button, .mdd-navbar__brand)',
  '.mdd-navbar__inner .mdd-navbar__items > li > :not(.mdd-navbar__dropdown)',
  '.mdd-navbar__inner .mdd-navbar__dropdown-button',
  '.mdd-navbar__inner .mdd-navbar__end > :not(.mdd-navbar__items, .mdd-search-button)',
].join(', ');

function navbarRules(mode: Mode, declared: Map<string, string>, page: Rgb): string[] {
  const bg = siteColor(declared.get('--ifm-navbar-background-color'), page);
  if (!bg) return [];
  const dark = contrast([255, 255, 255], bg) > contrast([0, 0, 0], bg);
  const hover = dark ? '#ffffff1a' : '#0000000d';
  const hoverBg: Rgb = dark ? (bg.map((c) => c + (255 - c) * 0.1) as Rgb) : (bg.map((c) => c * 0.95) as Rgb);
  const color = text(siteColor(declared.get('--ifm-navbar-link-color'), bg) ?? theme[mode].text, bg, [
    hoverBg,
  ]);
  const accent = text(
    siteColor(declared.get('--ifm-navbar-link-hover-color') ?? declared.get('--ifm-color-primary'), bg) ??
      theme[mode].primary,
    bg,
    [hoverBg],
  );
  const focus = outline(theme[mode].focus, bg);
  const scope = modeSelector[mode];
  return [
    `${scope} .mdd-navbar { --mdd-color-navbar-bg: ${hex(bg)}; }`,
    `${scope} .mdd-navbar__inner { color: ${color}; }`,
    `${scope} :is(${onTheBar}) { --mdd-color-text: ${color}; --mdd-color-primary: ${accent}; --mdd-color-link: ${accent}; --mdd-color-link-hover: ${accent}; --mdd-color-hover: ${hover}; --mdd-color-focus: ${focus}; }`,
    `${scope} .mdd-navbar__inner .mdd-search-button { --mdd-color-hover: ${hover}; --mdd-color-focus: ${focus}; }`,
  ];
}

function footerRules(
  mode: Mode,
  declared: Map<string, string>,
  style: FooterStyle,
  page: Rgb,
  primaryValue: string | undefined,
): string[] {
  const infima = infimaFooter[style][mode];
  const bg = siteColor(declared.get('--ifm-footer-background-color'), page) ?? infima.bg;
  const own = (name: string, fallback: Rgb) => siteColor(declared.get(name), bg) ?? fallback;
  const body = own('--ifm-footer-color', infima.text ?? theme[mode].text);
  const primary = siteColor(primaryValue, bg) ?? theme[mode].primary;
  const scope = modeSelector[mode];
  return [
    `${scope} { --mdd-color-footer-bg: ${hex(bg)}; --mdd-color-footer-text: ${text(own('--ifm-footer-link-color', infima.link), bg)}; --mdd-color-footer-link-hover: ${text(own('--ifm-footer-link-hover-color', primary), bg)}; }`,
    `${scope} .mdd-footer { color: ${text(body, bg)}; --mdd-color-focus: ${outline(theme[mode].focus, bg)}; }`,
    `${scope} .mdd-footer__title { color: ${text(own('--ifm-footer-title-color', infima.title ?? body), bg)}; }`,
  ];
}

/**
 * The stylesheet (in the Docusaurus layer) of a Docusaurus site's navbar and footer colours: the
 * navbar's when the site sets its background or a navbar style, the footer's always (Docusaurus's
 * footer style).
 */
export function navbarFooterCss(
  sheets: string[],
  footerStyle: FooterStyle = 'light',
  navbarStyle?: NavbarStyle,
): string {
  const root = ifmDeclarations(sheets, rootSelectors);
  const footer = ifmDeclarations(sheets, componentSelectors('footer', footerStyle));
  const navbar = navbarStyle && ifmDeclarations(sheets, componentSelectors('navbar', navbarStyle));
  const rules: string[] = [];
  for (const mode of modes) {
    const page =
      (mode === 'light' && siteColor(root.light.get('--ifm-background-color'), [255, 255, 255])) ||
      pageBackgrounds[mode];
    // A dark footer's own rule (Infima's `.footer--dark`) hides the colours a site sets on `:root`.
    const footerDeclared = new Map([...(footerStyle === 'light' ? root[mode] : []), ...footer[mode]]);
    rules.push(
      ...navbarRules(mode, navbar ? styledNavbar(navbarStyle, root[mode], navbar[mode]) : root[mode], page),
      ...footerRules(mode, footerDeclared, footerStyle, page, root[mode].get('--ifm-color-primary')),
    );
  }
  return `@layer mdd-docusaurus { ${rules.join(' ')} }\n`;
}
