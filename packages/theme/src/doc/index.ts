export { CategoryIndexPage, type CategoryIndexPageProps } from './CategoryIndexPage.js';
export { CopyPageButton, type CopyPageButtonProps } from './CopyPageButton.js';
export { DocBadge, type DocBadgeProps } from './DocBadge.js';
export { DocBreadcrumbs, type DocBreadcrumbsProps } from './DocBreadcrumbs.js';
export {
  DocEditLink,
  type DocEditLinkProps,
  DocFooter,
  type DocFooterProps,
  DocLastUpdated,
  type DocLastUpdatedProps,
  DocTags,
  type DocTagsProps,
} from './DocFooter.js';
export {
  DocUnlistedNotice,
  DocVersionBanner,
  type DocVersionBannerProps,
} from './DocNotices.js';
export {
  DocHeader,
  type DocHeaderProps,
  DocLayout,
  type DocLayoutProps,
  DocPage,
  type DocPageProps,
} from './DocPage.js';
export { DocPaginator, type DocPaginatorProps } from './DocPaginator.js';
export { DocSidebar, type DocSidebarProps, visibleItems } from './DocSidebar.js';
export { DocTitle, type DocTitleProps } from './DocTitle.js';
export { DocToc, type DocTocProps } from './DocToc.js';
export { DocTocMobile } from './DocTocMobile.js';
export { DocVersionMenu, type DocVersionMenuProps } from './DocVersionMenu.js';
export { formatDate } from './format-date.js';
export { Page, type PageProps } from './Page.js';
export { TagPage, type TagPageProps } from './TagPage.js';
export { TagsIndexPage, type TagsIndexPageProps } from './TagsIndexPage.js';
