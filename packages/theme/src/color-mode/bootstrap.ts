import type { ThemeConfig } from '../config.js';
import { announcementStorageKey, colorModeStorageKey } from '../storage-keys.js';

const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script for `<head>` that runs before first paint: sets `data-theme` on `<html>` (stored
 * choice, else the system's when `respectPrefersColorScheme`, else the default) and
 * `data-announcement-dismissed` when the reader closed the current announcement bar, so neither
 * the wrong colours nor a dismissed bar ever flash. Until the app is ready (`<html data-ready>`), it
 * also switches the mode when the colour toggle is clicked, so that first click is never lost.
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
  const key = literal(colorModeStorageKey);
  // Until the app is ready (`data-ready`), a click on the colour toggle switches the mode from here.
  const toggle = `function t(e){if(d.hasAttribute('data-ready'))return document.removeEventListener('click',t,true);var b=e.target&&e.target.closest&&e.target.closest('.mdd-color-mode-toggle');if(!b)return;var n=d.getAttribute('data-theme')==='dark'?'light':'dark';d.setAttribute('data-theme',n);try{localStorage.setItem(${key},n)}catch(x){}}document.addEventListener('click',t,true);`;
  return `(function(){var d=document.documentElement,m;try{m=localStorage.getItem(${key})}catch(e){}if(m!=='light'&&m!=='dark')m=${fallback};d.setAttribute('data-theme',m);${announcement}${toggle}})();`;
}
