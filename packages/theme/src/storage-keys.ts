/** localStorage key of the reader's colour mode choice (`light` or `dark`). */
export const colorModeStorageKey = 'mdd:color-mode';
/** localStorage key holding the id of the last announcement bar the reader closed. */
export const announcementStorageKey = 'mdd:announcement-dismissed';
/** localStorage key of the docs version the reader picked. */
export const docsVersionStorageKey = 'mdd:docs-version';
/** localStorage key of the tab chosen in every `Tabs` of a group. */
export const tabsStorageKey = (groupId: string) => `mdd:tabs:${groupId}`;
/** localStorage key of the reader's recent searches: a JSON array of queries, newest first. */
export const recentSearchesStorageKey = 'mdd:recent-searches';
/** sessionStorage key of the URL last reloaded because its code or data failed to load (see `reloadOnce`). */
export const reloadGuardStorageKey = 'mdd:reload-guard';
/**
 * `history.state` key of the tabs chosen on a page in its `Tabs` without a group: the page's history
 * entry keeps them (see `keepEntryTab`), so back, forward and a reload show them again.
 */
export const tabsEntryStateKey = 'mddTabs';
