export { recentSearchesStorageKey } from '../storage-keys.js';

/** How many recent searches are kept. */
export const maxRecentSearches = 5;
