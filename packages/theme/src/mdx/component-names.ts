/**
 * The components a page's own code imports as `@theme/<Name>`: the entries of `mdxComponents` that
 * are components rather than HTML elements.
 */
export const mdxComponentNames = [
  'Admonition',
  'AdmonitionTitle',
  'CodeBlock',
  'Tabs',
  'TabItem',
  'Details',
  'DocCardList',
] as const;
