/**
 * The client modules of Docusaurus (`@docusaurus/*`) and its classic theme (`@theme/*`) that site
 * code imports, with Docusaurus's behaviour, built on this engine's router and theme. The site's
 * bundler maps each module name to these exports (`core/src/docusaurus/vite-plugin.ts`).
 */

export { addViewPreparer } from '../app/view-preparers.js';
export { EditMetaRow, EditThisPage, LastUpdated, TagsListInline } from './doc-footer-parts.js';
export {
  ContentVisibility,
  DocBreadcrumbs,
  DocCardList,
  DocCategoryGeneratedIndexPage,
  DocItemContent,
  DocItemFooter,
  DocItemLayout,
  DocItemPaginator,
  DocItemTOCDesktop,
  DocItemTOCMobile,
  DocPaginator,
  DocVersionBadge,
  DocVersionBanner,
  docCategoryGeneratedIndexPage,
  docItemContent,
  docItemFooter,
  docItemLayout,
  useDocOf,
} from './doc-item.js';
export {
  docCardFromItem,
  filterDocCardListItems,
  findFirstSidebarItemCategoryLink,
  findFirstSidebarItemLink,
  findSidebarCategory,
  isActiveSidebarItem,
  useCurrentSidebarCategoryOf,
  useDocsPreferredVersion,
  useDocsSidebarOf,
  useSidebarBreadcrumbsOf,
} from './docs-sidebar.js';
export { BrowserOnly, ExecutionEnvironment, Noop, useIsBrowser } from './environment.js';
export { isMultiColumnFooterLinks } from './footer.js';
export { Head, Layout, PageMetadata } from './head.js';
export { usePluralForm } from './plural.js';
export { composeProviders, Passthrough, ReactContextError } from './providers.js';
export { matchPath, Redirect, useHistory, useLocation, useParams, useRouteMatch } from './router.js';
export { SearchBar } from './search-bar.js';
export {
  i18n,
  isInternalUrl,
  siteConfig,
  useAllPluginInstancesData,
  useBaseUrl,
  useBaseUrlUtils,
  useBrokenLinks,
  useDocusaurusContext,
  useGlobalData,
  usePluginData,
  useRouteContext,
  withBaseUrl,
} from './site.js';
export { createStorageSlot, useStorageSlot } from './storage.js';
export {
  Admonition,
  CodeBlock,
  Details,
  ErrorBoundary,
  Heading,
  HtmlClassNameProvider,
  IconExternalLink,
  Link,
  MDXComponents,
  TabItem,
  Tabs,
  ThemeClassNames,
  ThemedImage,
  TOCInline,
  useColorMode,
  usePrismTheme,
  useThemeConfig,
  useWindowSize,
} from './theme.js';
export { Interpolate, interpolate, Translate, translate } from './translate.js';
