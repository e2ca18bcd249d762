import { useEffect, useState } from 'react';

/**
 * Scroll-spy: the id of the last heading that has scrolled above `offset` px from the top of the
 * viewport (the last one once the page is scrolled to the bottom).
 */
export function useActiveHeading(ids: readonly string[], offset = 96): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    const headingIds = key ? key.split('\n') : [];
    if (headingIds.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = headingIds
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => element !== null);
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 1;
      let current: string | undefined;
      if (atBottom) current = headings.at(-1)?.id;
      else {
        for (const heading of headings) {
          if (heading.getBoundingClientRect().top > offset) break;
          current = heading.id;
        }
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key, offset]);
  return active;
}
