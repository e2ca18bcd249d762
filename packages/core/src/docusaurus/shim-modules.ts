/** Pure functions over Docusaurus's sidebar items and hooks that need no docs (`docusaurus-client/docs-sidebar.tsx`). */
const sidebarUtilities = [
  'filterDocCardListItems',
  'findFirstSidebarItemCategoryLink',
  'findFirstSidebarItemLink',
  'findSidebarCategory',
  'isActiveSidebarItem',
  'useDocsPreferredVersion',
];

/** Hooks of the docs plugin that read the version's docs: exported by `virtual:mdd/docs-version`. */
const docsHooks = [
  'useActiveVersion',
  'useDocsVersion',
  'useVersions',
  'useDocById',
  'useDoc',
  'useDocsSidebar',
  'useCurrentSidebarCategory',
  'useSidebarBreadcrumbs',
];

/**
 * Module names of Docusaurus's client API and classic theme that site code imports, each mapped to
 * what this engine's client module (`docusaurus-client/`, built into `dist/client/docusaurus.js`)
 * exports for it: `default` and the named exports the module has in Docusaurus.
 */
const exportsOf: Record<string, { default?: string; named?: string[]; docs?: string[]; source?: string }> = {
  '@docusaurus/Link': { default: 'Link' },
  '@docusaurus/Head': { default: 'Head' },
  '@docusaurus/useBaseUrl': { default: 'useBaseUrl', named: ['useBaseUrlUtils'] },
  '@docusaurus/useDocusaurusContext': { default: 'useDocusaurusContext' },
  '@docusaurus/useIsBrowser': { default: 'useIsBrowser' },
  '@docusaurus/BrowserOnly': { default: 'BrowserOnly' },
  '@docusaurus/ExecutionEnvironment': { default: 'ExecutionEnvironment' },
  '@docusaurus/Translate': { default: 'Translate', named: ['translate'] },
  '@docusaurus/Interpolate': { default: 'Interpolate', named: ['interpolate'] },
  '@docusaurus/router': {
    named: ['useLocation', 'useHistory', 'Redirect', 'matchPath', 'useParams', 'useRouteMatch'],
  },
  '@docusaurus/useGlobalData': {
    default: 'useGlobalData',
    named: ['usePluginData', 'useAllPluginInstancesData'],
  },
  '@docusaurus/useBrokenLinks': { default: 'useBrokenLinks' },
  '@docusaurus/useRouteContext': { default: 'useRouteContext' },
  '@docusaurus/Noop': { default: 'Noop' },
  '@docusaurus/ErrorBoundary': { default: 'ErrorBoundary' },
  '@docusaurus/isInternalUrl': { default: 'isInternalUrl' },
  '@docusaurus/constants': { source: "export const DEFAULT_PLUGIN_ID = 'default';" },
  '@docusaurus/theme-common': {
    named: [
      'useColorMode',
      'useThemeConfig',
      'ThemeClassNames',
      'usePrismTheme',
      'useWindowSize',
      'HtmlClassNameProvider',
      'PageMetadata',
      'ErrorBoundary',
      'createStorageSlot',
      'useStorageSlot',
      'isMultiColumnFooterLinks',
      'composeProviders',
      'ReactContextError',
      'usePluralForm',
      ...sidebarUtilities,
    ],
    docs: docsHooks,
  },
  '@docusaurus/theme-common/internal': { named: sidebarUtilities, docs: docsHooks },
  '@docusaurus/plugin-content-docs/client': { named: sidebarUtilities, docs: docsHooks },
  '@generated/docusaurus.config': { default: 'siteConfig' },
  '@theme/Layout': { default: 'Layout' },
  '@theme/CodeBlock': { default: 'CodeBlock' },
  '@theme/Tabs': { default: 'Tabs' },
  '@theme/TabItem': { default: 'TabItem' },
  '@theme/Admonition': { default: 'Admonition' },
  '@theme/Details': { default: 'Details' },
  '@theme/DocCardList': { default: 'DocCardList' },
  '@theme/DocItem/Layout': { default: 'DocItemLayout' },
  '@theme/DocItem/Content': { default: 'DocItemContent' },
  '@theme/DocItem/Footer': { default: 'DocItemFooter' },
  '@theme/DocItem/Paginator': { default: 'DocItemPaginator' },
  '@theme/EditThisPage': { default: 'EditThisPage' },
  '@theme/EditMetaRow': { default: 'EditMetaRow' },
  '@theme/LastUpdated': { default: 'LastUpdated' },
  '@theme/TagsListInline': { default: 'TagsListInline' },
  '@theme/DocItem/TOC/Mobile': { default: 'DocItemTOCMobile' },
  '@theme/DocItem/TOC/Desktop': { default: 'DocItemTOCDesktop' },
  '@theme/DocBreadcrumbs': { default: 'DocBreadcrumbs' },
  '@theme/DocPaginator': { default: 'DocPaginator' },
  '@theme/DocVersionBanner': { default: 'DocVersionBanner' },
  '@theme/DocVersionBadge': { default: 'DocVersionBadge' },
  '@theme/ContentVisibility': { default: 'ContentVisibility' },
  '@theme/DocCategoryGeneratedIndexPage': { default: 'DocCategoryGeneratedIndexPage' },
  '@theme/Heading': { default: 'Heading' },
  '@theme/TOCInline': { default: 'TOCInline' },
  '@theme/Mermaid': { source: "export { default } from 'virtual:mdd/theme-mermaid';" },
  '@theme/ThemedImage': { default: 'ThemedImage' },
  '@theme/MDXComponents': { default: 'MDXComponents' },
  '@theme/Icon/ExternalLink': { default: 'IconExternalLink' },
  '@theme/SearchBar': { default: 'SearchBar' },
  '@theme/Root': { default: 'Passthrough' },
  '@theme/Layout/Provider': { default: 'Passthrough' },
};

/** `@theme-original/X` and `@theme-init/X` are the theme's own `X`: here, the same module as `@theme/X`. */
export function shimName(specifier: string): string {
  return specifier.replace(/^@theme-(original|init)\//, '@theme/');
}

export function hasShim(specifier: string): boolean {
  return shimName(specifier) in exportsOf;
}

/** The source of the module standing in for `specifier`, re-exporting from `shims` (a file path). */
export function shimSource(specifier: string, shims: string): string | undefined {
  const entry = exportsOf[shimName(specifier)];
  if (!entry) return undefined;
  if (entry.source) return entry.source;
  const names = [...(entry.default ? [`${entry.default} as default`] : []), ...(entry.named ?? [])];
  const docs = entry.docs ? `export { ${entry.docs.join(', ')} } from 'virtual:mdd/docs-version';\n` : '';
  return `${names.length ? `export { ${names.join(', ')} } from ${JSON.stringify(shims)};\n` : ''}${docs}`;
}

/** The names a stand-in exports (`default` first when it has one), for messages; undefined for no stand-in. */
export function shimExports(specifier: string): string[] | undefined {
  const entry = exportsOf[shimName(specifier)];
  if (!entry) return undefined;
  const named = entry.source
    ? [...entry.source.matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
        (m[1] as string).split(',').map((n) => n.trim()),
      )
    : [...(entry.named ?? []), ...(entry.docs ?? [])];
  return [...(entry.default ? ['default'] : []), ...named.filter(Boolean)];
}

/** The module names with a stand-in, for messages. */
export const shimmedModules = Object.keys(exportsOf);
