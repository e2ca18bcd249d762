/** sessionStorage key of the positions, read by the boot loader too (before the app starts). */
export const scrollStorageKey = 'mdd:scroll';
const kept = 100;

/** Where the reader left each history entry, by the entry's key (`history.state.mddKey`). */
export interface ScrollPositions {
  get(key: string): number | undefined;
  set(key: string, top: number): void;
  /** Writes the positions to sessionStorage, where the tab's next document (after a reload) reads them. */
  persist(): void;
}

/**
 * The positions of the tab's entries, starting from those its previous document kept (in memory
 * only without sessionStorage). The last 100 entries are kept.
 */
export function scrollPositions(): ScrollPositions {
  const positions = new Map<string, number>();
  try {
    const stored: Record<string, unknown> = JSON.parse(sessionStorage.getItem(scrollStorageKey) ?? '{}');
    for (const [key, top] of Object.entries(stored)) if (typeof top === 'number') positions.set(key, top);
  } catch {
    // nothing kept
  }
  return {
    get: (key) => positions.get(key),
    set(key, top) {
      positions.delete(key);
      positions.set(key, top);
      const oldest = positions.keys().next().value;
      if (positions.size > kept && oldest !== undefined) positions.delete(oldest);
    },
    persist() {
      try {
        sessionStorage.setItem(scrollStorageKey, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // not kept: a reload lands at the heading of the URL or at the top
      }
    },
  };
}

/** A key for a new history entry. */
export const newEntryKey = (): string => Math.random().toString(36).slice(2, 10);
