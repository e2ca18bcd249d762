import type { ElementContent, Properties, Root, RootContent } from 'hast';
import { type ComponentType, createElement, Fragment, type ReactNode } from 'react';

/** Components by HAST tag name: the pipeline's slots (`CodeBlock`, `Tabs`, ...) and HTML overrides (`a`, `h2`, ...). */
// biome-ignore lint/suspicious/noExplicitAny: components take the element's properties as props
export type HastComponents = Record<string, ComponentType<any>>;

const tableParts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const commaSeparated = new Set(['accept', 'coords', 'sizes', 'srcSet']);

/**
 * Renders serialised HAST with React, the same way on the server and in the browser: an element
 * whose tag name has a component renders that component, other elements render as HTML, both with
 * the element's properties turned into React props. It does what
 * rehype-react (hast-util-to-jsx-runtime) does for the trees the pipeline writes, in a fraction of
 * its size, which keeps the page's JavaScript within budget.
 */
export function renderHast(tree: Root | ElementContent, components: HastComponents): ReactNode {
  return render(tree, components, false);
}

function render(node: Root | RootContent, components: HastComponents, inTable: boolean): ReactNode {
  if (node.type === 'text') return inTable && !node.value.trim() ? null : node.value;
  if (node.type === 'root')
    return createElement(Fragment, null, ...children(node.children, components, false));
  if (node.type !== 'element') return null;
  return createElement(
    components[node.tagName] ?? node.tagName,
    htmlProps(node.properties, /^[A-Z]/.test(node.tagName)),
    ...children(node.children, components, tableParts.has(node.tagName)),
  );
}

function children(nodes: RootContent[], components: HastComponents, inTable: boolean): ReactNode[] {
  return nodes.map((child) => render(child, components, inTable));
}

/**
 * HAST properties as React props: class lists joined, `ariaDescribedBy` as `aria-describedby` (ARIA
 * names are one lowercase word), `dataFootnoteRef` as `data-footnote-ref`, style strings as objects.
 * A `component`'s (`Tabs`, a site's `Chart`) other arrays are values written in the page
 * (`values={[...]}`), passed as they are.
 */
export function htmlProps(properties: Properties | undefined, component = false): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (!properties) return props;
  for (const [name, value] of Object.entries(properties)) {
    if (value === null || value === undefined) continue;
    let key = name;
    if (/^aria[A-Z]/.test(name)) key = `aria-${name.slice(4).toLowerCase()}`;
    else if (/^data[A-Z]/.test(name)) key = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    if (key === 'style' && typeof value === 'string') props.style = styleObject(value);
    else if (!Array.isArray(value) || (component && key !== 'className')) props[key] = value;
    else props[key] = value.join(commaSeparated.has(name) ? ', ' : ' ');
  }
  return props;
}

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 1) continue;
    const property = declaration.slice(0, colon).trim();
    const key = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}
