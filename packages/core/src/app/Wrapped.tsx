import { createElement, type ReactNode } from 'react';
import type { SiteComponents } from '../site-components.js';

/** `children` inside the site's wrappers (a Docusaurus site's `Root`, then its `Layout/Provider`). */
export function Wrapped({
  wrappers = [],
  children,
}: {
  wrappers?: SiteComponents['wrappers'];
  children: ReactNode;
}) {
  return wrappers.reduceRight<ReactNode>((inner, Wrapper) => createElement(Wrapper, null, inner), children);
}
