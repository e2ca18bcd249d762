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
  return {
    get: (): string | null => attempt((store) => store.getItem(key)),
    set: (value: string): void => void attempt((store) => store.setItem(key, value)),
    del: (): void => void attempt((store) => store.removeItem(key)),
    listen(onChange: (event: StorageEvent) => void): () => void {
      const listener = (event: StorageEvent) => {
        if (event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
