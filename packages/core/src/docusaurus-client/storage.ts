import { useCallback, useMemo, useSyncExternalStore } from 'react';

type Persistence = 'localStorage' | 'sessionStorage' | 'none';

/**
 * Docusaurus's `createStorageSlot` (`@docusaurus/theme-common`): one key of the browser's storage
 * that never throws; without storage (server render, blocked storage, `persistence: 'none'`)
 * nothing is kept and `get` answers `null`.
 */
export function createStorageSlot(key: string, options?: { persistence?: Persistence }) {
  const storage = (): Storage | null => {
    const persistence = options?.persistence ?? 'localStorage';
    if (typeof window === 'undefined' || persistence === 'none') return null;
    try {
      return window[persistence];
    } catch {
      return null;
    }
  };
  const attempt = <T>(action: (store: Storage) => T): T | null => {
    const store = storage();
    if (!store) return null;
    try {
      return action(store);
    } catch {
      return null;
    }
  };
  // As Docusaurus's: a change made here is told to this window's listeners too (the browser tells only other tabs').
  const change = (update: (store: Storage) => void) =>
    attempt((store) => {
      const oldValue = store.getItem(key);
      update(store);
      const newValue = store.getItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: store }));
    });
  return {
    get: (): string | null => attempt((store) => store.getItem(key)),
    set: (value: string): void => void change((store) => store.setItem(key, value)),
    del: (): void => void change((store) => store.removeItem(key)),
    listen(onChange: (event: StorageEvent) => void): () => void {
      const listener = (event: StorageEvent) => {
        if (event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/**
 * Docusaurus's `useStorageSlot` (`@docusaurus/theme-common`): the value of one key of the browser's
 * storage (`null` while the server renders and on the first render in the browser) and its slot,
 * rendering again when the key changes, here or in another tab.
 */
export function useStorageSlot(key: string | null, options?: { persistence?: Persistence }) {
  const persistence = options?.persistence;
  const slot = useMemo(
    () => (key === null ? null : createStorageSlot(key, { persistence })),
    [key, persistence],
  );
  const subscribe = useCallback((onChange: () => void) => slot?.listen(onChange) ?? (() => {}), [slot]);
  const value = useSyncExternalStore(
    subscribe,
    () => slot?.get() ?? null,
    () => null,
  );
  return [value, slot ?? { get: () => null, set: () => {}, del: () => {}, listen: () => () => {} }] as const;
}
