import { useState } from 'react';
import { tabsStorageKey } from '../storage-keys.js';
import { useStoredValue } from './use-stored-value.js';

/**
 * The selected tab of one `Tabs`: with a `groupId` the choice is shared by every `Tabs` of the group
 * on the page and remembered in localStorage, as long as this `Tabs` has that value.
 */
export function useTabsChoice(
  groupId: string | undefined,
  values: string[],
  initial: string | undefined,
): [string | undefined, (value: string) => void] {
  const [local, setLocal] = useState(initial);
  const [stored, setStored] = useStoredValue(groupId === undefined ? undefined : tabsStorageKey(groupId));
  const selected =
    stored !== null && values.includes(stored)
      ? stored
      : local !== undefined && values.includes(local)
        ? local
        : values[0];
  const select = (value: string) => {
    setLocal(value);
    setStored(value);
  };
  return [selected, select];
}
