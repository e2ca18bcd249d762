import type { ThemeLabels } from '@market-data-docs/theme';

/**
 * Which `code.json` key of Docusaurus's classic theme gives each of this theme's labels. Keys of
 * Docusaurus's with no counterpart here (the sidebar's collapse button, the blog's words...) are
 * not used.
 */
export const docusaurusLabelKeys: Record<keyof ThemeLabels, string> = {
  onThisPage: 'theme.TOCCollapsible.toggleButtonLabel',
  paginator: 'theme.docs.paginator.navAriaLabel',
  previous: 'theme.docs.paginator.previous',
  next: 'theme.docs.paginator.next',
  editThisPage: 'theme.common.editThisPage',
  lastUpdated: 'theme.lastUpdated.lastUpdatedAtBy',
  lastUpdatedAtDate: 'theme.lastUpdated.atDate',
  lastUpdatedByUser: 'theme.lastUpdated.byUser',
  tags: 'theme.tags.tagsListLabel',
  notFoundTitle: 'theme.NotFound.title',
  notFoundText: 'theme.NotFound.p1',
  search: 'theme.SearchBar.label',
  sidebar: 'theme.docs.sidebar.navAriaLabel',
  toggleCategory: 'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel',
  breadcrumbs: 'theme.docs.breadcrumbs.navAriaLabel',
  breadcrumbsHome: 'theme.docs.breadcrumbs.home',
  skipToContent: 'theme.common.skipToMainContent',
  closeAnnouncement: 'theme.AnnouncementBar.closeButtonAriaLabel',
  headingLink: 'theme.common.headingLinkTitle',
  copyCode: 'theme.CodeBlock.copyButtonAriaLabel',
  copied: 'theme.CodeBlock.copied',
  wordWrap: 'theme.CodeBlock.wordWrapToggle',
};

/**
 * The labels a site's `code.json` (its messages by id) translates: only those it has, so the
 * others stay English, as the site gave no words for them.
 */
export function docusaurusLabels(messages: Record<string, string>): Partial<ThemeLabels> | undefined {
  const labels = Object.fromEntries(
    Object.entries(docusaurusLabelKeys)
      .filter(([, key]) => typeof messages[key] === 'string')
      .map(([label, key]) => [label, messages[key]]),
  ) as Partial<ThemeLabels>;
  return Object.keys(labels).length ? labels : undefined;
}
