import type { AnchorHTMLAttributes, HTMLAttributes, ImgHTMLAttributes, TableHTMLAttributes } from 'react';
import { Link } from '../navigation.js';
import { Heading, type HeadingProps } from './Heading.js';

/** Links of the page body: client-side navigation inside the site, new tab outside it. */
export function ContentLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return href === undefined ? <a {...props} /> : <Link href={href} {...props} />;
}

/**
 * Wide tables scroll sideways inside a focusable group instead of widening the page (a group, not a
 * region: a page of many tables would otherwise fill the landmarks with as many "Table" regions).
 */
export function ScrollTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must be reachable by keyboard
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not a table
    <div className="mdd-table-scroll" role="group" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** Images of the page body load lazily (their width and height keep the layout stable). */
export function ContentImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  // biome-ignore lint/a11y/useAltText: the alt text comes from the content, in props
  return <img loading="lazy" decoding="async" {...props} />;
}

/**
 * Code can be scrolled sideways with the keyboard; focused, it is a group named "Code" (as a table is
 * a "Table" group), not a nameless stop.
 */
export function ContentPre(props: HTMLAttributes<HTMLPreElement>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
  // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not code
  return <pre tabIndex={0} role="group" aria-label="Code" {...props} />;
}

type LevelProps = Omit<HeadingProps, 'as'>;

export const headings = {
  h2: (props: LevelProps) => <Heading as="h2" {...props} />,
  h3: (props: LevelProps) => <Heading as="h3" {...props} />,
  h4: (props: LevelProps) => <Heading as="h4" {...props} />,
  h5: (props: LevelProps) => <Heading as="h5" {...props} />,
  h6: (props: LevelProps) => <Heading as="h6" {...props} />,
};
