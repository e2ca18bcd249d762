import { useState } from 'react';
import { useLocationSearch } from '../search/use-location-search.js';
import { tabsStorageKey } from '../storage-keys.js';
import { useStoredValue } from './use-stored-value.js';

/**
 * The selected tab of one `Tabs`: with a `queryKey`, the URL's `?key=value` wins and choosing a tab
 * writes it there (replacing the history entry), so the link selects the same tab; with a `groupId`
 * the choice is shared by every `Tabs` of the group on the page and remembered in localStorage. Each
 * applies only when this `Tabs` has that value. The URL and storage are read after hydration.
 */
export function useTabsChoice(
  groupId: string | undefined,
  values: string[],
  initial: string | undefined,
  queryKey?: string,
): [string | undefined, (value: string) => void] {
  const [local, setLocal] = useState(initial);
  const [stored, setStored] = useStoredValue(groupId === undefined ? undefined : tabsStorageKey(groupId));
  const [params, setParams] = useLocationSearch();
  const fromQuery = queryKey === undefined ? null : params.get(queryKey);
  const selected = [fromQuery, stored, local].find(
    (value): value is string => typeof value === 'string' && values.includes(value),
  );
  const select = (value: string) => {
    setLocal(value);
    setStored(value);
    if (queryKey === undefined) return;
    const next = new URLSearchParams(params);
    next.set(queryKey, value);
    setParams(next);
  };
  return [selected ?? values[0], select];
}
