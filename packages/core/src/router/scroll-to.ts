import { elementOfHash } from '@market-data-docs/theme/navigation';

/** Where a view opens: a position, or the heading a hash names (the top without one). */
export type ScrollTarget = { hash: string } | { top: number };

const readerInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Selects the tabs that hide an element (clicking each as the reader would); true when there were.
 */
function revealTabs(element: HTMLElement): boolean {
  let revealed = false;
  for (
    let panel = element.closest('[role="tabpanel"][hidden]');
    panel;
    panel = panel.parentElement?.closest('[role="tabpanel"][hidden]') ?? null
  ) {
    const tab = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
    if (!tab) break;
    tab.click();
    revealed = true;
  }
  return revealed;
}

/**
 * Scrolls to `target` (a heading in a tab not selected: once that tab shows it). A position below
 * the end of the document as it is now (content that renders later, such as the search page's
 * results) is tried again at every frame until the window stays there, the reader scrolls, types or
 * clicks, or `patience` ms have passed.
 * Returns a function that stops trying.
 */
export function scrollToTarget(target: ScrollTarget, patience = 3000): () => void {
  if (!('top' in target)) {
    const element = elementOfHash(target.hash);
    if (element && revealTabs(element)) {
      // The tab shows its panel once the app has rendered the click: at a frame to come.
      const deadline = performance.now() + patience;
      let frame = 0;
      const scroll = () => {
        if (element.getClientRects().length > 0) element.scrollIntoView();
        else if (performance.now() < deadline) frame = requestAnimationFrame(scroll);
      };
      frame = requestAnimationFrame(scroll);
      return () => cancelAnimationFrame(frame);
    }
    if (element) element.scrollIntoView();
    else window.scrollTo(0, 0);
    return () => {};
  }
  const { top } = target;
  // There, with the document tall enough (a layout shift can move the window after it got there).
  const there = () =>
    document.documentElement.scrollHeight - window.innerHeight >= top && Math.abs(window.scrollY - top) < 1;
  window.scrollTo(0, top);
  if (there()) return () => {};
  const deadline = performance.now() + patience;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of readerInputs) window.removeEventListener(type, stop, true);
  };
  const retry = () => {
    if (there() || performance.now() > deadline) return stop();
    window.scrollTo(0, top);
    frame = requestAnimationFrame(retry);
  };
  for (const type of readerInputs) window.addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(retry);
  return stop;
}
