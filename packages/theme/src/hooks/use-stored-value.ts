import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
/** Values whose write to localStorage failed, so the page still remembers them. */
const unsaved = new Map<string, string | null>();

function emit() {
  for (const listener of listeners) listener();
}

/** Reads a value from localStorage; `null` when absent or when storage is unavailable. */
export function readStoredValue(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or with `null` removes) a value; kept in memory for this page when storage throws. */
export function writeStoredValue(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const serverSnapshot = () => null;

/**
 * A localStorage value as React state, shared by every component using the same key (and other
 * tabs). Server rendering and hydration see `null`; the stored value arrives right after hydration.
 * Without a key the value is always `null` and setting it does nothing.
 */
export function useStoredValue(key: string | undefined): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => (key === undefined ? null : readStoredValue(key)),
    serverSnapshot,
  );
  const setValue = useCallback(
    (next: string | null) => {
      if (key !== undefined) writeStoredValue(key, next);
    },
    [key],
  );
  return [value, setValue];
}
