import type { PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node, Parent } from 'unist';
import { phrasingTypes } from './phrasing-types.js';
import { staticValue } from './static-value.js';
import { SKIP, walk } from './walk.js';

/**
 * The content of the partial in `file` (absolute), transformed as a page is, with the props it was
 * given and the content written between its tags (its `{props.children}`); `undefined` when it
 * cannot be read or does not compile.
 */
export type PartialContent = (
  file: string,
  props: Record<string, unknown>,
  children: RootContent[],
) => Promise<Root | undefined>;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * The page's tree with each use of a partial it imports (`<Intro />` after
 * `import Intro from './_intro.mdx'`, by local name in `partials`) replaced by the partial's content,
 * for what is made from the page's text: its Markdown twin, search records and anchors. The nodes on
 * the way to a use are copied, so `tree` is left as it was (the page's module keeps rendering the
 * partial's component); `tree` itself when no partial is used.
 */
export async function inlinePartials(
  tree: Root,
  partials: Map<string, string>,
  constants: Map<string, unknown>,
  content: PartialContent,
): Promise<Root> {
  const uses: JsxElement[] = [];
  walk<RootContent>(tree, (node) => {
    if (!isPartialUse(node, partials)) return undefined;
    uses.push(node as JsxElement);
    return SKIP;
  });
  if (!uses.length) return tree;
  const replacements = new Map<Node, RootContent[]>();
  for (const element of uses) {
    const given = { type: 'root', children: element.children } as Root;
    const children = (await inlinePartials(given, partials, constants, content)).children;
    const root = await content(
      partials.get(element.name as string) as string,
      propsOf(element, constants),
      children,
    );
    if (!root) continue;
    const [only] = root.children;
    replacements.set(
      element,
      element.type === 'mdxJsxTextElement' && root.children.length === 1 && only?.type === 'paragraph'
        ? (only.children as RootContent[])
        : root.children,
    );
  }
  return replaced(tree, replacements);
}

/**
 * The partial's tree with each `{props.children}` replaced by `children`: their phrasing content in
 * a sentence (a lone paragraph unwrapped, paragraphs joined by a space), a paragraph around phrasing
 * content on a line of its own. The nodes on the way are copied, as `children` come from the page.
 */
export function withChildren(tree: Root, children: RootContent[]): Root {
  const replacements = new Map<Node, RootContent[]>();
  walk<RootContent>(tree, (node) => {
    if (!isChildrenExpression(node)) return undefined;
    replacements.set(node, node.type === 'mdxTextExpression' ? phrasing(children) : flow(children));
    return SKIP;
  });
  return replacements.size ? replaced(tree, replacements) : tree;
}

/** Whether a node is `{props.children}`, which only the content given to a partial fills. */
export function isChildrenExpression(node: RootContent): node is MdxFlowExpression | MdxTextExpression {
  if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return false;
  const statement = node.data?.estree?.body[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  return (
    expression?.type === 'MemberExpression' &&
    !expression.computed &&
    expression.object.type === 'Identifier' &&
    expression.object.name === 'props' &&
    expression.property.type === 'Identifier' &&
    expression.property.name === 'children'
  );
}

/** Inline content, with raw HTML and MDX's inline elements and expressions. */
const inlineTypes = new Set([...phrasingTypes, 'html', 'mdxJsxTextElement', 'mdxTextExpression']);

function phrasing(children: RootContent[]): RootContent[] {
  return children.flatMap((child, index) => {
    const inline = child.type === 'paragraph' ? (child.children as RootContent[]) : [child];
    return index > 0 && child.type === 'paragraph'
      ? [{ type: 'text', value: ' ' } as RootContent, ...inline]
      : inline;
  });
}

function flow(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const close = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim()))
      out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const child of children) {
    if (inlineTypes.has(child.type)) run.push(child as PhrasingContent);
    else {
      close();
      out.push(child);
    }
  }
  close();
  return out;
}

/** `parent` with the replacements made, copied on the way to each (itself when none is below it). */
function replaced<T extends Parent>(parent: T, replacements: Map<Node, RootContent[]>): T {
  let changed = false;
  const children = parent.children.flatMap((child) => {
    const replacement = replacements.get(child);
    if (replacement) {
      changed = true;
      return replacement;
    }
    const copy = 'children' in child ? replaced(child as Parent, replacements) : child;
    if (copy !== child) changed = true;
    return [copy];
  });
  return changed ? { ...parent, children } : parent;
}

function isPartialUse(node: { type: string; name?: unknown }, partials: Map<string, string>): boolean {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    typeof node.name === 'string' &&
    partials.has(node.name)
  );
}

/**
 * The props a use passes that are known at build time: literals, `{expressions}` of them and of the
 * page's constants, `true` for a bare attribute. Others (values only the browser knows, spreads) are
 * left out, so the partial's `{props.name}` shows nothing in the text.
 */
function propsOf(element: JsxElement, constants: Map<string, unknown>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      const statement = value.data?.estree?.body[0];
      const known =
        statement?.type === 'ExpressionStatement' ? staticValue(statement.expression, constants) : undefined;
      if (known !== undefined) props[name] = known;
    }
  }
  return props;
}
