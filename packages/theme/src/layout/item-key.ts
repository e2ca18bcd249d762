/** A React key for a navbar or footer entry: its label, or its place for HTML, which has none. */
export const itemKey = (item: object, index: number) =>
  'label' in item ? String(item.label) : `html-${index}`;
