import { tabsEntryStateKey } from '../storage-keys.js';

/**
 * The tabs the current history entry keeps: `{ [place]: value }`, where a block's place is its index
 * among the page's `Tabs` (`.mdd-tabs`) in document order, as core's boot loader counts them.
 */
export const entryTabs = (): Record<number, string | undefined> =>
  window.history.state?.[tabsEntryStateKey] ?? {};

/**
 * Keeps `value` as the tab of the `Tabs` at `place` in the current history entry (`undefined`: none
 * chosen), so back, forward and a reload show it again while a new visit of the page starts from the
 * default. Nothing is kept where the history state cannot be written.
 */
export function keepEntryTab(place: number, value: string | undefined): void {
  try {
    window.history.replaceState(
      { ...window.history.state, [tabsEntryStateKey]: { ...entryTabs(), [place]: value } },
      '',
    );
  } catch {
    // the default tab shows again
  }
}
