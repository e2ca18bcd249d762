import { useCallback, useEffect } from 'react';
import type { ColorModeConfig } from '../config.js';
import { matches, onMediaChange, useMediaQuery } from '../hooks/use-media-query.js';
import { readStoredValue, useStoredValue } from '../hooks/use-stored-value.js';
import { useThemeConfig } from '../provider/contexts.js';
import { colorModeStorageKey } from '../storage-keys.js';

export type ColorMode = 'light' | 'dark';

const darkQuery = '(prefers-color-scheme: dark)';

function parseColorMode(value: string | null): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** Sets `data-theme` on `<html>`, which switches every colour of the theme (code blocks included). */
export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

function resolveColorMode(choice: ColorMode | null, options: ColorModeConfig, prefersDark?: boolean) {
  if (choice) return choice;
  if (options.respectPrefersColorScheme && prefersDark !== undefined) return prefersDark ? 'dark' : 'light';
  return options.defaultMode;
}

export interface ColorModeState {
  /** The mode in effect. */
  colorMode: ColorMode;
  /** The reader's stored choice, or `null` while the default (or the system) decides. */
  choice: ColorMode | null;
  /** Switches and remembers the reader's choice. */
  setColorMode(mode: ColorMode): void;
}

/** The colour mode: stored choice, else the system's (when configured), else the default. */
export function useColorMode(): ColorModeState {
  const { colorMode: options } = useThemeConfig();
  const [stored, setStored] = useStoredValue(colorModeStorageKey);
  const prefersDark = useMediaQuery(darkQuery);
  const choice = parseColorMode(stored);
  const setColorMode = useCallback(
    (mode: ColorMode) => {
      setStored(mode);
      applyColorMode(mode);
    },
    [setStored],
  );
  return { colorMode: resolveColorMode(choice, options, prefersDark), choice, setColorMode };
}

/**
 * Keeps `data-theme` in step with changes made outside the toggle: the system setting (until the
 * reader chooses) and choices made in other tabs. The first value is set by `themeBootstrapScript`.
 */
export function useColorModeSync(options: ColorModeConfig): void {
  const { respectPrefersColorScheme, defaultMode } = options;
  useEffect(() => {
    const settings = { respectPrefersColorScheme, defaultMode };
    const system = () => (respectPrefersColorScheme ? matches(darkQuery) : undefined);
    const stopMedia = respectPrefersColorScheme
      ? onMediaChange(darkQuery, (prefersDark) => {
          const choice = parseColorMode(readStoredValue(colorModeStorageKey));
          applyColorMode(resolveColorMode(choice, settings, prefersDark));
        })
      : () => {};
    const onStorage = (event: StorageEvent) => {
      if (event.key !== colorModeStorageKey && event.key !== null) return;
      applyColorMode(resolveColorMode(parseColorMode(event.newValue), settings, system()));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopMedia();
      window.removeEventListener('storage', onStorage);
    };
  }, [respectPrefersColorScheme, defaultMode]);
}
