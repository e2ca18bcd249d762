import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useLocationSearch } from '../search/use-location-search.js';
import { tabsStorageKey } from '../storage-keys.js';
import { entryTabs, keepEntryTab } from './entry-tabs.js';
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
  // Its place among the page's `Tabs`, and the tab the reader chose or the history entry kept.
  const entry = useRef<{ place: number; chosen?: string }>({ place: -1 });
  // Before the first paint (after hydration: where core's boot loader selected it already).
  useLayoutEffect(() => {
    if (groupId !== undefined) return;
    const place = [...document.querySelectorAll('.mdd-tabs')].indexOf(root.current as Element);
    const chosen = entryTabs()[place];
    entry.current = { place, chosen };
    if (chosen) setLocal(chosen);
    // A jump to a heading through a plain `#id` link makes a new entry: it keeps the tab shown too.
    const carry = () => {
      if (!entryTabs()[place]) keepEntryTab(place, entry.current.chosen);
    };
    addEventListener('hashchange', carry);
    return () => removeEventListener('hashchange', carry);
  }, [groupId, root]);
  const fromQuery = queryKey === undefined ? null : params.get(queryKey);
  const selected = [fromQuery, stored, local, initial].find(
    (value): value is string => typeof value === 'string' && values.includes(value),
  );
  const select = (value: string) => {
    setLocal(value);
    setStored(value);
    if (groupId === undefined) {
      entry.current.chosen = value;
      keepEntryTab(entry.current.place, value);
    }
    if (queryKey === undefined) return;
    const next = new URLSearchParams(params);
    next.set(queryKey, value);
    setParams(next);
  };
  return [selected ?? values[0], select];
}
