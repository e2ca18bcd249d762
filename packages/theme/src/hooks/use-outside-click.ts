import { type RefObject, useEffect } from 'react';
import { useLatest } from './use-latest.js';

/** Calls `onOutside` when the pointer goes down outside every one of `refs`. */
export function useOutsideClick(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  active: boolean,
  onOutside: () => void,
) {
  const callback = useLatest(onOutside);
  const elements = useLatest(refs);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node;
      if (elements.current.some((ref) => ref.current?.contains(target))) return;
      callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, callback, elements]);
}
