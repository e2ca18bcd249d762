/** localStorage key of the reader's recent searches: a JSON array of queries, newest first. */
export const recentSearchesStorageKey = 'mdd:recent-searches';

/** How many recent searches are kept. */
export const maxRecentSearches = 5;
