import { useEffect } from 'react';

let locks = 0;
let unlocked = '';

/**
 * Stops the page behind an overlay from scrolling while `active`. Overlays may stack (the search
 * opened over the mobile menu) and close in any order: the page scrolls again when the last one goes.
 */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks++ === 0) {
      unlocked = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) root.style.overflow = unlocked;
    };
  }, [active]);
}
