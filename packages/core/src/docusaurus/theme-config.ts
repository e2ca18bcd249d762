import type { DocLinks } from './doc-links.js';
import { htmlToMarkdown, htmlToText } from './html-text.js';
import type { SiteI18n } from './i18n.js';

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * A link of our navbar or footer: a route of the site or an external URL; a navbar link's label may
 * be HTML (`labelHtml`, Docusaurus's `html`).
 */
export type LinkInput = { label: string; labelHtml?: string } & ({ to: string } | { href: string });
/** A link of the locale switch: the page shown, in the locale served under `localeBase`. */
export type LocaleLinkInput = { label: string; localeBase: string; lang: string; current?: boolean };
/** An `html` item of the navbar or footer: the site's markup, shown as it is. */
export type HtmlInput = { html: string; className?: string };
export type NavbarItemInput = (
  | LinkInput
  | { label: string; items: Array<LinkInput | LocaleLinkInput | HtmlInput> }
  | HtmlInput
) & {
  position: 'left' | 'right';
};
type FooterLinkInput = LinkInput | HtmlInput;

export interface MappedThemeConfig {
  navbar?: { items?: NavbarItemInput[]; title?: string };
  footer: {
    copyright: string | { html: string };
    links: FooterLinkInput[];
    columns: Array<{ title: string; items: FooterLinkInput[] }>;
  };
  announcementBar?: { id: string; content: string; dismissible: boolean };
  colorMode?: {
    defaultMode?: 'light' | 'dark';
    respectPrefersColorScheme?: boolean;
    disableSwitch?: boolean;
  };
  codeLanguages: string[];
  toc?: { minHeadingLevel: number; maxHeadingLevel: number };
  algolia?: { appId?: string; searchApiKey?: string; indexName?: string };
  /** `navbar.logo`, with its file and link. */
  logo?: { alt: string; src: string; srcDark?: string; width?: number; height?: number };
  /** `themeConfig.image`: the default social card, under the static folder. */
  image?: string;
  /** `themeConfig.metadata`: extra `<meta>` tags. */
  metadata: Array<Record<string, string>>;
}

/**
 * Maps a Docusaurus `themeConfig` to this engine's configuration: navbar items (links, doc and
 * sidebar links, dropdowns, the docs version dropdown, HTML), footer (columns or a flat list of links
 * and HTML, the copyright's HTML),
 * announcement bar, colour mode, Prism languages, TOC levels, Algolia, logo, social image and
 * metadata. What it cannot show is reported through `warn` (once per kind).
 */
export function mapThemeConfig(
  themeConfig: Raw,
  links: DocLinks,
  warn: (message: string) => void,
  basePath = '/',
  /** The site's locales: a `localeDropdown` item lists them. */
  i18n?: Pick<SiteI18n, 'current' | 'locales'>,
): MappedThemeConfig {
  const navbar = isObject(themeConfig.navbar) ? themeConfig.navbar : {};
  const footer = isObject(themeConfig.footer) ? themeConfig.footer : {};
  const link = (item: Raw, where: string): LinkInput | undefined => linkOf(item, where, links, warn);
  // A dropdown's items are links or HTML (`type: 'html'`, a rule between groups of links, say).
  const dropdownEntry = (item: Raw, where: string): LinkInput | HtmlInput | undefined =>
    item.type === 'html' ? htmlItemOf(item) : link(item, where);
  // Footer items are plain links or HTML: Docusaurus ignores a `type` there.
  const footerLink = (item: Raw, where: string): FooterLinkInput | undefined => {
    const { type: _type, ...plain } = item;
    return str(item.html) ? htmlInput(item.html as string, item.className) : link(plain, where);
  };
  const items: NavbarItemInput[] = [];
  for (const [index, raw] of (Array.isArray(navbar.items) ? navbar.items : []).entries()) {
    if (!isObject(raw)) continue;
    const position = raw.position === 'right' ? 'right' : 'left';
    const where = `themeConfig.navbar.items[${index}]`;
    const type = str(raw.type) ?? (Array.isArray(raw.items) ? 'dropdown' : 'default');
    if (type === 'search') continue;
    if (type === 'html') {
      const html = htmlItemOf(raw);
      if (html) items.push({ ...html, position });
      continue;
    }
    if (type === 'localeDropdown') {
      // As Docusaurus's: the current locale's label, over the same page in every locale.
      if (!i18n || i18n.locales.length < 2) continue;
      const extra = (key: string) =>
        (Array.isArray(raw[key]) ? raw[key] : [])
          .filter(isObject)
          .map((entry, i) => dropdownEntry(entry, `${where}.${key}[${i}]`))
          .filter((entry) => entry !== undefined);
      items.push({
        label: i18n.current.label,
        items: [
          ...extra('dropdownItemsBefore'),
          ...i18n.locales.map(
            (l): LocaleLinkInput => ({
              label: l.label,
              localeBase: l.basePath,
              lang: l.htmlLang,
              ...(l === i18n.current ? { current: true } : {}),
            }),
          ),
          ...extra('dropdownItemsAfter'),
        ],
        position,
      });
      continue;
    }
    if (type === 'dropdown' || type === 'docsVersionDropdown') {
      const entries = (type === 'docsVersionDropdown' ? versionItems(raw, links) : (raw.items as unknown[]))
        .filter(isObject)
        .map((entry, i) => dropdownEntry(entry, `${where}.items[${i}]`))
        .filter((entry) => entry !== undefined);
      const label =
        str(raw.label) ??
        (type === 'docsVersionDropdown'
          ? links.versionsOf(str(raw.docsPluginId)).find((s) => s.section.version?.isLast)?.section.version
              ?.label
          : undefined);
      if (entries.length && label) items.push({ label, items: entries, position });
      continue;
    }
    const entry = link(raw, where);
    if (entry) items.push({ ...entry, position });
  }

  const columns: MappedThemeConfig['footer']['columns'] = [];
  const flat: FooterLinkInput[] = [];
  for (const [index, raw] of (Array.isArray(footer.links) ? footer.links : []).entries()) {
    if (!isObject(raw)) continue;
    if (Array.isArray(raw.items)) {
      const entries = raw.items
        .filter(isObject)
        .map((item, i) => footerLink(item, `themeConfig.footer.links[${index}].items[${i}]`))
        .filter((item): item is FooterLinkInput => item !== undefined);
      columns.push({ title: str(raw.title) ?? '', items: entries });
    } else {
      const entry = footerLink(raw, `themeConfig.footer.links[${index}]`);
      if (entry) flat.push(entry);
    }
  }
  const bar = isObject(themeConfig.announcementBar) ? themeConfig.announcementBar : undefined;
  const colorMode = isObject(themeConfig.colorMode) ? themeConfig.colorMode : undefined;
  const prism = isObject(themeConfig.prism) ? themeConfig.prism : {};
  const toc = isObject(themeConfig.tableOfContents) ? themeConfig.tableOfContents : undefined;
  const algolia = isObject(themeConfig.algolia) ? themeConfig.algolia : undefined;
  const logo = isObject(navbar.logo) ? navbar.logo : undefined;
  return {
    ...(items.length || str(navbar.title)
      ? {
          navbar: {
            ...(items.length ? { items } : {}),
            ...(str(navbar.title) ? { title: str(navbar.title) } : {}),
          },
        }
      : {}),
    footer: {
      // As in Docusaurus, the copyright is HTML.
      copyright: str(footer.copyright) ? { html: str(footer.copyright) as string } : '',
      links: flat,
      columns,
    },
    ...(bar && str(bar.content)
      ? {
          announcementBar: {
            id: (str(bar.id) ?? 'announcement-bar').replace(/[^\w-]/g, '-'),
            content: htmlToMarkdown(str(bar.content) as string, basePath),
            dismissible: bar.isCloseable !== false,
          },
        }
      : {}),
    ...(colorMode
      ? {
          colorMode: {
            ...(colorMode.defaultMode === 'dark' || colorMode.defaultMode === 'light'
              ? { defaultMode: colorMode.defaultMode }
              : {}),
            ...(typeof colorMode.respectPrefersColorScheme === 'boolean'
              ? { respectPrefersColorScheme: colorMode.respectPrefersColorScheme }
              : {}),
            ...(typeof colorMode.disableSwitch === 'boolean'
              ? { disableSwitch: colorMode.disableSwitch }
              : {}),
          },
        }
      : {}),
    codeLanguages: Array.isArray(prism.additionalLanguages) ? prism.additionalLanguages.map(String) : [],
    ...(toc
      ? {
          toc: {
            minHeadingLevel: Number(toc.minHeadingLevel ?? 2),
            maxHeadingLevel: Number(toc.maxHeadingLevel ?? 3),
          },
        }
      : {}),
    ...(algolia
      ? {
          algolia: {
            appId: str(algolia.appId),
            searchApiKey: str(algolia.apiKey),
            indexName: str(algolia.indexName),
          },
        }
      : {}),
    ...(logo && str(logo.src)
      ? {
          logo: {
            alt: str(logo.alt) ?? str(navbar.title) ?? '',
            src: str(logo.src) as string,
            srcDark: str(logo.srcDark),
            width: typeof logo.width === 'number' ? logo.width : undefined,
            height: typeof logo.height === 'number' ? logo.height : undefined,
          },
        }
      : {}),
    image: str(themeConfig.image),
    metadata: Array.isArray(themeConfig.metadata)
      ? themeConfig.metadata
          .filter(isObject)
          .map((m) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, String(v)])))
      : [],
  };
}

function htmlInput(html: string, className: unknown): HtmlInput {
  return { html, ...(str(className) ? { className: str(className) } : {}) };
}

/** A navbar item of `type: 'html'`: its `value`, none when empty. */
function htmlItemOf(item: Raw): HtmlInput | undefined {
  return str(item.value) ? htmlInput(item.value as string, item.className) : undefined;
}

/** The docs version dropdown: every version's main doc, with the items before and after. */
function versionItems(raw: Raw, links: DocLinks): Raw[] {
  const versions = links.versionsOf(str(raw.docsPluginId)).flatMap((section) => {
    const doc = links.mainDoc(section);
    const version = section.section.version;
    return doc && version ? [{ label: version.label, to: doc.route }] : [];
  });
  const before = Array.isArray(raw.dropdownItemsBefore) ? (raw.dropdownItemsBefore as Raw[]) : [];
  const after = Array.isArray(raw.dropdownItemsAfter) ? (raw.dropdownItemsAfter as Raw[]) : [];
  return [...before, ...versions, ...after];
}

const external = /^[a-z][a-z\d+.-]*:\/\//i;

/** One link item of the navbar or footer (`to`, `href`, `type: 'doc'`, `docSidebar`, `docsVersion`). */
function linkOf(
  item: Raw,
  where: string,
  links: DocLinks,
  warn: (message: string) => void,
): LinkInput | undefined {
  const type = str(item.type) ?? 'default';
  const instance = str(item.docsPluginId);
  const labelHtml = str(item.html);
  let target: string | undefined;
  let label = (labelHtml && htmlToText(labelHtml)) || str(item.label) || str(item['aria-label']);
  if (type === 'doc') {
    const doc = str(item.docId) ? links.doc(str(item.docId) as string, instance) : undefined;
    if (!doc) {
      warn(`${where}: no doc with id "${str(item.docId)}"; the link is left out`);
      return undefined;
    }
    target = doc.route;
    label ??= doc.label;
  } else if (type === 'docSidebar') {
    target = str(item.sidebarId) ? links.sidebarLink(str(item.sidebarId) as string, instance) : undefined;
    if (!target) {
      warn(`${where}: no sidebar "${str(item.sidebarId)}" with a doc; the link is left out`);
      return undefined;
    }
  } else if (type === 'docsVersion') {
    target = str(item.to) ?? links.mainDoc()?.route;
    label ??= links.versionsOf(instance).find((s) => s.section.version?.isLast)?.section.version?.label;
  } else if (type === 'default') {
    target = str(item.to) ?? str(item.href);
  } else {
    warn(`${where}: navbar item type "${type}" is not supported; it is left out`);
    return undefined;
  }
  if (!target) return undefined;
  if (!label) {
    warn(`${where}: a link without a label (${target}) is left out`);
    return undefined;
  }
  if (target.startsWith('pathname://')) target = target.slice('pathname://'.length);
  const shown = { label, ...(labelHtml ? { labelHtml } : {}) };
  if (external.test(target) || target.startsWith('mailto:')) return { ...shown, href: target };
  return { ...shown, to: target.startsWith('/') ? target : `/${target}` };
}
