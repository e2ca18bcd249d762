/**
 * Scrolls the current page's `entry` (by default the `[aria-current="page"]` in it) of a scrolling
 * `container` into view, a third of the way down the part of it on screen (which may end below the
 * window, under an announcement bar), when it is not shown already.
 */
export function showCurrentEntry(
  container: HTMLElement,
  entry = container.querySelector('[aria-current="page"]'),
) {
  if (!entry) return;
  const box = container.getBoundingClientRect();
  const { top, bottom } = entry.getBoundingClientRect();
  const end = Math.min(box.bottom, window.innerHeight);
  if (top < box.top || bottom > end) container.scrollTop += top - box.top - (end - box.top) / 3;
}
