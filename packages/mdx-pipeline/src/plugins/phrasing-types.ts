/** Markdown's inline node types (mdast phrasing content that is plain Markdown). */
export const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
]);
