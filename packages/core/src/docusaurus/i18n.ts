import fs from 'node:fs';
import path from 'node:path';
import { SiteConfigError } from '../config/schema.js';
import type { DocumentLocale } from '../server/head.js';

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** One locale of a Docusaurus site, its `i18n.localeConfigs` entry with Docusaurus's defaults. */
export interface SiteLocale {
  locale: string;
  /** Its name in the locale switch (`Français`). */
  label: string;
  /** `<html lang>` and `hreflang` (`fr`, `en-GB`). */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Its translations folder: `i18n/<path>`, absolute. */
  dir: string;
  /** The path its pages are served under: the base URL, then the locale's name unless it is the default one (`/fr/`). */
  basePath: string;
}

/** The locales of a Docusaurus site and the one being built. */
export interface SiteI18n {
  defaultLocale: string;
  /** The locale built: its pages, translations and base path. */
  current: SiteLocale;
  /** Every locale, in `i18n.locales` order. */
  locales: SiteLocale[];
}

/**
 * Reads `i18n` of a Docusaurus config: its locales with their labels, languages, directions,
 * translation folders and base paths (the default locale at the base URL, another one under
 * `<baseUrl><locale>/`). `locale` picks the one built (default: `i18n.defaultLocale`); one the config
 * does not list is an error.
 */
export function readI18n(config: Raw, siteDir: string, locale?: string): SiteI18n {
  const i18n = isObject(config.i18n) ? config.i18n : {};
  const defaultLocale = str(i18n.defaultLocale) ?? 'en';
  const names = Array.isArray(i18n.locales) ? i18n.locales.map(String) : [defaultLocale];
  if (!names.includes(defaultLocale)) names.unshift(defaultLocale);
  const configs = isObject(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const root = path.resolve(siteDir, str(i18n.path) ?? 'i18n');
  const baseUrl = String(config.baseUrl ?? '/').replace(/\/?$/, '/');
  const locales = names.map((name): SiteLocale => {
    const own = isObject(configs[name]) ? configs[name] : {};
    return {
      locale: name,
      label: str(own.label) ?? localeLabel(name),
      htmlLang: str(own.htmlLang) ?? name,
      direction: own.direction === 'rtl' || own.direction === 'ltr' ? own.direction : localeDirection(name),
      dir: path.resolve(root, str(own.path) ?? name),
      basePath: name === defaultLocale ? baseUrl : `${baseUrl}${name}/`,
    };
  });
  const wanted = locale ?? defaultLocale;
  const current = locales.find((l) => l.locale === wanted);
  if (!current)
    throw new SiteConfigError(
      `--locale ${wanted}: the site's i18n.locales are ${names.join(', ')}; build one of them`,
    );
  return { defaultLocale, current, locales };
}

/** The locale's name in its own language, capitalised, as Docusaurus labels it (`fr` → `Français`). */
function localeLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** The writing direction of a locale's script (`ar`, `he`, `fa`: right to left). */
function localeDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      textInfo?: { direction?: string };
      getTextInfo?: () => { direction?: string };
    };
    return (info.getTextInfo?.() ?? info.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * The messages of a Docusaurus translation file (`code.json`, `navbar.json`...): `{key: {message}}`
 * as `{key: message}`. No file is no messages; a file that is not such JSON is an error naming it.
 */
export function readMessages(file: string, siteDir: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SiteConfigError(
      `${path.relative(siteDir, file)}: not valid JSON (${(error as Error).message.split('\n')[0]})`,
    );
  }
  const messages: Record<string, string> = {};
  if (isObject(value))
    for (const [key, entry] of Object.entries(value)) {
      const message = isObject(entry) ? str(entry.message) : str(entry);
      if (message !== undefined) messages[key] = message;
    }
  return messages;
}

/**
 * `themeConfig` with its navbar and footer labels translated as Docusaurus's classic theme reads
 * `navbar.json` (`title`, `logo.alt`, `item.label.<label>`) and `footer.json` (`copyright`,
 * `logo.alt`, `link.title.<title>`, `link.item.label.<label>`).
 */
export function translateThemeConfig(
  themeConfig: Raw,
  navbar: Record<string, string>,
  footer: Record<string, string>,
): Raw {
  const out = { ...themeConfig };
  const item = (messages: Record<string, string>, key: string) => (value: unknown) => {
    if (!isObject(value)) return value;
    const copy: Raw = { ...value };
    const label = str(copy.label);
    if (label !== undefined) copy.label = messages[`${key}.${label}`] ?? label;
    if (Array.isArray(copy.items)) copy.items = copy.items.map(item(messages, key));
    return copy;
  };
  if (isObject(themeConfig.navbar)) {
    const bar: Raw = { ...themeConfig.navbar };
    if (str(bar.title) !== undefined) bar.title = navbar.title ?? bar.title;
    if (isObject(bar.logo)) bar.logo = { ...bar.logo, alt: navbar['logo.alt'] ?? bar.logo.alt };
    if (Array.isArray(bar.items)) bar.items = bar.items.map(item(navbar, 'item.label'));
    out.navbar = bar;
  }
  if (isObject(themeConfig.footer)) {
    const foot: Raw = { ...themeConfig.footer };
    if (str(foot.copyright) !== undefined) foot.copyright = footer.copyright ?? foot.copyright;
    if (isObject(foot.logo)) foot.logo = { ...foot.logo, alt: footer['logo.alt'] ?? foot.logo.alt };
    if (Array.isArray(foot.links))
      foot.links = foot.links.map((link) => {
        if (!isObject(link) || !Array.isArray(link.items)) return item(footer, 'link.item.label')(link);
        const title = str(link.title);
        return {
          ...link,
          ...(title !== undefined ? { title: footer[`link.title.${title}`] ?? title } : {}),
          items: link.items.map(item(footer, 'link.item.label')),
        };
      });
    out.footer = foot;
  }
  return out;
}

/**
 * Where a docs instance's translations for one version are: the folder of its translated files
 * (`current/`, `version-1.0/`) and its JSON (`current.json`: sidebar labels, version label).
 */
export function docsTranslations(locale: SiteLocale, pluginId: string, versionName: string) {
  const plugin = pluginTranslationsDir(locale, 'docusaurus-plugin-content-docs', pluginId);
  const name = versionName === 'current' ? 'current' : `version-${versionName}`;
  return { dir: path.join(plugin, name), messages: path.join(plugin, `${name}.json`) };
}

/** The folder of a blog or pages instance's translations (`docusaurus-plugin-content-blog`, `-<id>` for another instance). */
export function pluginTranslationsDir(locale: SiteLocale, plugin: string, pluginId: string): string {
  return path.join(locale.dir, pluginId === 'default' ? plugin : `${plugin}-${pluginId}`);
}

/**
 * The built locale's `<html lang dir>` and the `hreflang` links of its pages (every locale's, then
 * `x-default`, the default locale's) on a site with several locales; on a site with one, its language
 * and direction when they are not English's (else none: such a page is as it always was).
 */
export function documentLocale(i18n: {
  defaultLocale: string;
  currentLocale: string;
  locales: SiteLocale[];
}): DocumentLocale | undefined {
  const current = i18n.locales.find((l) => l.locale === i18n.currentLocale);
  const fallback = i18n.locales.find((l) => l.locale === i18n.defaultLocale) ?? current;
  const several = i18n.locales.length > 1;
  if (!current || (!several && current.htmlLang === 'en' && current.direction === 'ltr')) return undefined;
  return {
    lang: current.htmlLang,
    dir: current.direction,
    alternates:
      several && fallback
        ? [
            ...i18n.locales.map((l) => ({ hreflang: l.htmlLang, basePath: l.basePath })),
            { hreflang: 'x-default', basePath: fallback.basePath },
          ]
        : [],
  };
}
