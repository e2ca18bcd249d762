/** A link column of `themeConfig.footer.links`: a title over its items. */
interface FooterColumn {
  title?: string | null;
  items: unknown[];
}

/**
 * `isMultiColumnFooterLinks` of `@docusaurus/theme-common`, which a swizzled `Footer/Links` calls:
 * the footer's links are columns when its first entry has a `title` key (a flat list has none).
 */
export function isMultiColumnFooterLinks(links: readonly unknown[]): links is FooterColumn[] {
  const first = links[0];
  return typeof first === 'object' && first !== null && 'title' in first;
}
