import { useId, useMemo, useState } from 'react';
import { ChevronIcon } from '../icons/index.js';
import { useLabels } from '../labels.js';
import { useNavigation } from '../navigation.js';
import type { DocTocProps } from './DocToc.js';
import { TocList } from './TocList.js';
import { tocTree } from './toc-tree.js';

/** Closed, open, or opened while the next page loaded: then it is that page's panel. */
type PanelState = 'closed' | 'open' | 'next';

/**
 * "On this page" as a disclosure above the content (below 997 px). The panel belongs to the page it
 * was opened for: it closes as another page arrives (with that page's first render), unless the
 * reader opened it while that page was loading (the link followed already): then it stays open and
 * lists the new page's headings.
 */
export function DocTocMobile({ toc }: DocTocProps) {
  const navigation = useNavigation();
  const [panel, setPanel] = useState<PanelState>('closed');
  const [shownFor, setShownFor] = useState(navigation.route);
  if (shownFor !== navigation.route) {
    setShownFor(navigation.route);
    setPanel(panel === 'next' ? 'open' : 'closed');
  }
  const open = panel !== 'closed';
  const nodes = useMemo(() => tocTree(toc), [toc]);
  const id = useId();
  const { onThisPage } = useLabels();
  return (
    <div className="mdd-toc-mobile">
      <button
        type="button"
        className="mdd-toc-mobile__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setPanel(open ? 'closed' : navigation.loading?.() ? 'next' : 'open')}
      >
        {onThisPage}
        <ChevronIcon className="mdd-toc-mobile__chevron" />
      </button>
      {open ? (
        <nav id={id} aria-label={onThisPage} className="mdd-toc-mobile__content">
          <TocList nodes={nodes} onNavigate={() => setPanel('closed')} />
        </nav>
      ) : null}
    </div>
  );
}
