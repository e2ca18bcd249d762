import { type RefObject, useEffect } from 'react';
import { useLatest } from './use-latest.js';

/** Calls `onOutside` when the pointer goes down, or focus moves, outside every one of `refs`. */
export function useOutsideInteraction(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  active: boolean,
  onOutside: () => void,
) {
  const callback = useLatest(onOutside);
  const elements = useLatest(refs);
  useEffect(() => {
    if (!active) return;
    const onOutsideTarget = (event: Event) => {
      const target = event.target as Node;
      if (elements.current.some((ref) => ref.current?.contains(target))) return;
      callback.current();
    };
    document.addEventListener('pointerdown', onOutsideTarget);
    document.addEventListener('focusin', onOutsideTarget);
    return () => {
      document.removeEventListener('pointerdown', onOutsideTarget);
      document.removeEventListener('focusin', onOutsideTarget);
    };
  }, [active, callback, elements]);
}
