import type { TocNode } from './toc-tree.js';

export interface TocListProps {
  nodes: TocNode[];
  active?: string;
  onNavigate?(): void;
}

/** Nested links to the headings of the page; the active one is marked. */
export function TocList({ nodes, active, onNavigate }: TocListProps) {
  return (
    <ul className="mdd-toc__list">
      {nodes.map((node) => (
        <li key={node.key} className="mdd-toc__item">
          <a
            href={`#${node.id}`}
            className="mdd-toc__link"
            aria-current={node.id === active ? 'true' : undefined}
            onClick={onNavigate}
          >
            {node.text}
          </a>
          {node.children.length > 0 ? (
            <TocList nodes={node.children} active={active} onNavigate={onNavigate} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
