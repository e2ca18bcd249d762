import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useLocationSearch } from '../search/use-location-search.js';
import { tabsStorageKey } from '../storage-keys.js';
import { keepEntryTab, readEntryTab, tabsPlace } from './entry-tabs.js';
import { useStoredValue } from './use-stored-value.js';

/**
 * The selected tab of one `Tabs`: with a `queryKey`, the URL's `?key=value` wins and choosing a tab
 * writes it there (replacing the history entry), so the link selects the same tab; with a `groupId`
 * the choice is shared by every `Tabs` of the group on the page and remembered in localStorage;
 * without one, the page's history entry keeps it (`keepEntryTab`), so back, forward and a reload
 * show it again. Each applies only when this `Tabs` has that value. The URL, storage and history
 * entry are read after hydration; `root` is the `Tabs` element, whose place in the page names it in
 * the history entry.
 */
export function useTabsChoice(
  groupId: string | undefined,
  values: string[],
  initial: string | undefined,
  queryKey: string | undefined,
  root: RefObject<HTMLElement | null>,
): [string | undefined, (value: string) => void] {
  const [local, setLocal] = useState(initial);
  const [stored, setStored] = useStoredValue(groupId === undefined ? undefined : tabsStorageKey(groupId));
  const [params, setParams] = useLocationSearch();
  const place = useRef(-1);
  // The tab the reader chose, or the history entry kept.
  const chosen = useRef<string>(undefined);
  // Before the first paint (after hydration: where core's boot loader selected it already).
  useLayoutEffect(() => {
    if (groupId !== undefined || !root.current) return;
    place.current = tabsPlace(root.current);
    chosen.current = readEntryTab(place.current);
    if (chosen.current !== undefined) setLocal(chosen.current);
    // A jump to a heading through a plain `#id` link makes a new entry: it keeps the tab shown too.
    const carry = () => {
      if (chosen.current !== undefined && readEntryTab(place.current) === undefined)
        keepEntryTab(place.current, chosen.current);
    };
    window.addEventListener('hashchange', carry);
    return () => window.removeEventListener('hashchange', carry);
  }, [groupId, root]);
  const fromQuery = queryKey === undefined ? null : params.get(queryKey);
  const selected = [fromQuery, stored, local, initial].find(
    (value): value is string => typeof value === 'string' && values.includes(value),
  );
  const select = (value: string) => {
    setLocal(value);
    setStored(value);
    if (groupId === undefined && place.current >= 0) {
      chosen.current = value;
      keepEntryTab(place.current, value);
    }
    if (queryKey === undefined) return;
    const next = new URLSearchParams(params);
    next.set(queryKey, value);
    setParams(next);
  };
  return [selected ?? values[0], select];
}
