import { useId, useMemo, useState } from 'react';
import { useRouteChange } from '../hooks/use-route-change.js';
import { ChevronIcon } from '../icons/index.js';
import type { DocTocProps } from './DocToc.js';
import { TocList } from './TocList.js';
import { tocTree } from './toc-tree.js';

/** "On this page" as a disclosure above the content (below 997 px). */
export function DocTocMobile({ toc }: DocTocProps) {
  const [open, setOpen] = useState(false);
  const nodes = useMemo(() => tocTree(toc), [toc]);
  const id = useId();
  useRouteChange(() => setOpen(false));
  return (
    <div className="mdd-toc-mobile">
      <button
        type="button"
        className="mdd-toc-mobile__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        On this page
        <ChevronIcon className="mdd-toc-mobile__chevron" />
      </button>
      {open ? (
        <nav id={id} aria-label="On this page" className="mdd-toc-mobile__content">
          <TocList nodes={nodes} onNavigate={() => setOpen(false)} />
        </nav>
      ) : null}
    </div>
  );
}
