import { useCallback, useMemo } from 'react';
import { readStoredValue, useStoredValue, writeStoredValue } from '../hooks/use-stored-value.js';
import { maxRecentSearches, recentSearchesStorageKey } from './storage.js';

function parse(value: string | null): string[] {
  if (!value) return [];
  try {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list)) return [];
    return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  } catch {
    return [];
  }
}

export interface RecentSearches {
  /** Queries, newest first, at most {@link maxRecentSearches}. */
  queries: string[];
  /** Puts a query first (once). */
  add(query: string): void;
  remove(query: string): void;
}

function saved(queries: string[]): string | null {
  return queries.length ? JSON.stringify(queries.slice(0, maxRecentSearches)) : null;
}

/** Puts a query first among the recent searches (once), outside React: a search run before the dialog showed. */
export function addRecentSearch(query: string): void {
  const trimmed = query.trim();
  if (!trimmed) return;
  const queries = parse(readStoredValue(recentSearchesStorageKey));
  writeStoredValue(recentSearchesStorageKey, saved([trimmed, ...queries.filter((item) => item !== trimmed)]));
}

/** The reader's recent searches, kept in localStorage (`mdd:recent-searches`); empty on the server. */
export function useRecentSearches(): RecentSearches {
  const [stored, setStored] = useStoredValue(recentSearchesStorageKey);
  const queries = useMemo(() => parse(stored).slice(0, maxRecentSearches), [stored]);
  const save = useCallback((next: string[]) => setStored(saved(next)), [setStored]);
  const add = useCallback((query: string) => addRecentSearch(query), []);
  const remove = useCallback(
    (query: string) => save(queries.filter((item) => item !== query)),
    [queries, save],
  );
  return { queries, add, remove };
}
