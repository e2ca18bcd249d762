import { type HTMLAttributes, isValidElement, type ReactNode } from 'react';
import { formatLabel, useLabels } from '../labels.js';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level; with an `id` it gets a `#` link to itself. */
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** The plain text of React children (for labels). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** A heading; with an `id` it ends with a `#` link to itself and is named by its own text. */
export function Heading({ as: Tag, id, children, className, ...rest }: HeadingProps) {
  const { headingLink } = useLabels();
  if (!id) {
    return (
      <Tag className={className} {...rest}>
        {children}
      </Tag>
    );
  }
  const text = textOf(children);
  return (
    // Named by its text alone, so that a list of headings does not read the link's label after it.
    <Tag
      id={id}
      className={className ? `mdd-heading ${className}` : 'mdd-heading'}
      aria-label={text || undefined}
      {...rest}
    >
      {children}
      <a
        className="mdd-heading__anchor"
        href={`#${id}`}
        aria-label={formatLabel(headingLink, { heading: text })}
      >
        #
      </a>
    </Tag>
  );
}
