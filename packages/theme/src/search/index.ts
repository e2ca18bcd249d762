export { HighlightedText, type HighlightedTextProps } from './HighlightedText.js';
export { capQuery, feedbackHref, maxQueryLength, searchPageHref } from './query.js';
export { loadSearchModal, SearchButton } from './SearchButton.js';
export { SearchModal, type SearchModalProps } from './SearchModal.js';
export { SearchPage, type SearchPageProps } from './SearchPage.js';
export { type SearchSection, sectionsFromNavbar } from './sections.js';
export { maxRecentSearches, recentSearchesStorageKey } from './storage.js';
export { isTypingTarget, type SearchShortcuts, useSearchShortcuts } from './use-search-shortcuts.js';
