export type {
  Badge,
  Breadcrumb,
  DocCard as DocCardData,
  PageData,
  PageKind,
  PageLink,
  PageVersion,
  SidebarCategory,
  SidebarHtml,
  SidebarItem,
  SidebarLink,
  TagRef,
  TocItem,
} from '@market-data-docs/mdx-pipeline/types';
export type { SearchClient } from '@market-data-docs/search';
