import type { ThemeConfig } from '../config.js';
import { announcementStorageKey, colorModeStorageKey } from '../storage-keys.js';

const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script for `<head>` that runs before first paint: sets `data-theme` on `<html>` (stored
 * choice, else the system's when `respectPrefersColorScheme`, else the default) and
 * `data-announcement-dismissed` when the reader closed the current announcement bar, so neither
 * the wrong colours nor a dismissed bar ever flash.
 */
export function themeBootstrapScript(config: Pick<ThemeConfig, 'colorMode' | 'announcementBar'>): string {
  const { defaultMode, respectPrefersColorScheme } = config.colorMode;
  const fallback = respectPrefersColorScheme
    ? `window.matchMedia?matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light':${literal(defaultMode)}`
    : literal(defaultMode);
  const bar = config.announcementBar?.id;
  const announcement =
    bar === undefined
      ? ''
      : `try{if(localStorage.getItem(${literal(announcementStorageKey)})===${literal(bar)})d.setAttribute('data-announcement-dismissed',${literal(bar)})}catch(e){}`;
  return `(function(){var d=document.documentElement,m;try{m=localStorage.getItem(${literal(colorModeStorageKey)})}catch(e){}if(m!=='light'&&m!=='dark')m=${fallback};d.setAttribute('data-theme',m);${announcement}})();`;
}
