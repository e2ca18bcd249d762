import docusaurus from 'virtual:mdd/docusaurus';

/** The Docusaurus config of the site (its JSON values) and its locale, from the build. */
export const siteConfig = docusaurus.siteConfig as Record<string, unknown> & {
  title: string;
  baseUrl: string;
  url: string;
  themeConfig: Record<string, unknown>;
  customFields: Record<string, unknown>;
};

const locale = (siteConfig.i18n as { defaultLocale?: string } | undefined)?.defaultLocale ?? 'en';

/** The site's locales and the one this build is of (a Docusaurus site's build gives them all). */
export const i18n = docusaurus.i18n ?? {
  defaultLocale: locale,
  locales: [locale],
  currentLocale: locale,
  path: 'i18n',
  localeConfigs: {
    [locale]: { label: locale, direction: 'ltr', htmlLang: locale, calendar: 'gregory', path: locale },
  },
};

/** The built locale's `code.json` messages by id. */
export const codeTranslations: Record<string, string> = docusaurus.codeTranslations ?? {};

/** `useDocusaurusContext()`: the site config, its metadata and locale. */
export function useDocusaurusContext() {
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: '3', siteVersion: undefined, pluginVersions: {} },
    globalData: {},
    i18n,
    codeTranslations,
  };
}

const protocol = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** Docusaurus's `useBaseUrl` rules: `/x` and `x` get the base URL, URLs with a protocol and `#x` do not. */
export function withBaseUrl(
  url: string,
  options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {},
): string {
  const { baseUrl } = siteConfig;
  if (!url || url.startsWith('#') || protocol.test(url) || /^(mailto|tel|data):/.test(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteConfig.url.replace(/\/$/, '') + path : path;
}

export function useBaseUrl(
  url: string,
  options?: { forcePrependBaseUrl?: boolean; absolute?: boolean },
): string {
  return withBaseUrl(url, options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl };
}

export function useGlobalData(): Record<string, unknown> {
  return {};
}

export function usePluginData(): undefined {
  return undefined;
}

export function useAllPluginInstancesData(): Record<string, unknown> {
  return {};
}

export function useBrokenLinks() {
  return { collectLink() {}, collectAnchor() {} };
}

export function useRouteContext() {
  return { plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' }, data: {} };
}

/** `@docusaurus/isInternalUrl`: a URL without a protocol (`/docs/x`, `x`), not `https://…`, `mailto:…` or `//host`. */
export function isInternalUrl(url: string | undefined): boolean {
  return url !== undefined && !/^(?:\w*:|\/\/)/.test(url);
}
