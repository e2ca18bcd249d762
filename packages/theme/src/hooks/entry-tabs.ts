import { tabsEntryStateKey } from '../storage-keys.js';

/**
 * The tabs kept in the current history entry: `{ [place]: value }`, where a block's place is its
 * index among the page's `Tabs` (`.mdd-tabs`) in document order, as core's boot loader counts them.
 */
function keptTabs(): Record<string, unknown> {
  const kept = window.history.state?.[tabsEntryStateKey];
  return kept !== null && typeof kept === 'object' ? kept : {};
}

/** The place of a `Tabs` element among the page's, in document order (-1 when it is not in the page). */
export function tabsPlace(element: Element): number {
  return [...document.querySelectorAll('.mdd-tabs')].indexOf(element);
}

/** The tab kept for the `Tabs` at `place` by the current history entry, if any. */
export function readEntryTab(place: number): string | undefined {
  try {
    const value = keptTabs()[place];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `value` as the tab of the `Tabs` at `place` in the current history entry, so back, forward
 * and a reload show it again while a new visit of the page starts from the default. Nothing is kept
 * where the history state cannot be written.
 */
export function keepEntryTab(place: number, value: string): void {
  try {
    const state = window.history.state;
    window.history.replaceState({ ...state, [tabsEntryStateKey]: { ...keptTabs(), [place]: value } }, '');
  } catch {
    // the default tab shows again
  }
}
