import type { TocItem } from '@market-data-docs/mdx-pipeline/types';
import { useId, useMemo } from 'react';
import { useActiveHeading } from '../hooks/use-active-heading.js';
import { useLabels } from '../labels.js';
import { TocList } from './TocList.js';
import { tocTree } from './toc-tree.js';

export interface DocTocProps {
  /** The page's h2-h3 headings. */
  toc: TocItem[];
}

/** "On this page" beside the content (997 px and wider), highlighting the heading being read. */
export function DocToc({ toc }: DocTocProps) {
  const nodes = useMemo(() => tocTree(toc), [toc]);
  const ids = useMemo(() => toc.map((item) => item.id), [toc]);
  const active = useActiveHeading(ids);
  const titleId = useId();
  const { onThisPage } = useLabels();
  return (
    <nav aria-labelledby={titleId} className="mdd-toc">
      <h2 id={titleId} className="mdd-toc__title">
        {onThisPage}
      </h2>
      <TocList nodes={nodes} active={active} />
    </nav>
  );
}
