import type { Expression } from 'estree';
import type { Root, RootContent } from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxAttributeValueExpression,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import { toString as mdastToString } from 'mdast-util-to-string';
import { find, html } from 'property-information';
import type { VFile } from 'vfile';
import { lineOf, type PageState, pageState } from './context.js';
import { codeBlockNode, mermaidBlock } from './remark-code.js';
import { staticValue } from './static-value.js';
import { SKIP, walk } from './walk.js';

/** Theme components a page may use without importing them (as Docusaurus's MDX component map allows). */
export const builtinComponents = new Set([
  'Tabs',
  'TabItem',
  'DocCardList',
  'Admonition',
  'CodeBlock',
  'Details',
]);

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Turns MDX JSX into hast slots: HTML elements keep their tag with React-style properties
 * (`class` becomes `className`), theme components become elements named after the component,
 * attribute values are read statically (the page's constants included). Anything that needs
 * JavaScript to evaluate is recorded as a reason for the page to be compiled to its own module.
 */
export function remarkJsxComponents() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    walk<RootContent>(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
      const element = node as JsxElement;
      if (element.name === null) {
        parent.children.splice(index, 1, ...(element.children as never[]));
        return [SKIP, index];
      }
      const replacement = convertElement(element, state);
      if (replacement) {
        parent.children[index] = replacement as never;
        return [SKIP, index + 1];
      }
      return undefined;
    });
  };
}

function convertElement(element: JsxElement, state: PageState): ReturnType<typeof codeBlockNode> | undefined {
  const name = element.name as string;
  const line = lineOf(element);
  const isHtml = /^[a-z]/.test(name) || name.includes('-');
  if (name.includes('.')) {
    state.codeReasons.push(`<${name}> at line ${line}`);
    return;
  }
  let tagName = name;
  if (!isHtml) {
    const component =
      state.components.get(name) ??
      (builtinComponents.has(name) || state.site.components.includes(name) ? name : undefined);
    if (!component) {
      if (state.moduleNames.has(name)) return;
      state.warnings.push({
        line,
        message:
          element.children.length === 0
            ? `<${name} /> is not a theme or site component and is not imported: nothing is shown in its place`
            : `<${name}> is not a theme or site component and is not imported; its content is shown without it`,
      });
      element.data = { hName: element.type === 'mdxJsxTextElement' ? 'span' : 'div' };
      return;
    }
    tagName = component;
    const text = state.site.componentText?.[name];
    if (text !== undefined && !element.attributes.length && !element.children.length) {
      const value = { type: 'text', value: text } as const;
      element.children =
        element.type === 'mdxJsxTextElement' ? [value] : [{ type: 'paragraph', children: [value] }];
    }
  } else if (name === 'details') {
    tagName = 'Details';
  }
  const properties: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      state.codeReasons.push(`spread attribute on <${name}> at line ${line}`);
      continue;
    }
    const value = attributeValue(attribute, tagName, state, line);
    if (value === undefined) continue;
    const key = isHtml
      ? find(html, attribute.name === 'class' ? 'className' : attribute.name).property
      : attribute.name;
    properties[key] =
      key === 'style' && value && typeof value === 'object'
        ? styleString(value as Record<string, unknown>)
        : value;
  }
  if (tagName === 'DocCardList') state.usesDocCardList = true;
  if (tagName === 'CodeBlock') {
    const code = codeBlockSource(element, state);
    if (code !== undefined) {
      const meta = [
        properties.title ? `title="${String(properties.title)}"` : '',
        properties.showLineNumbers ? 'showLineNumbers' : '',
        properties.metastring ? String(properties.metastring) : '',
      ].join(' ');
      return codeBlockNode(
        code,
        (properties.language as string | undefined) ?? null,
        meta,
        state,
        element.position,
      );
    }
  }
  // Docusaurus's `<Mermaid value>` (`@theme/Mermaid`): drawn as a ```mermaid block is.
  if (tagName === 'Mermaid' && typeof properties.value === 'string')
    return mermaidBlock(codeBlockNode(properties.value, 'mermaid', null, state, element.position), state);
  element.data = { hName: tagName, hProperties: properties as never };
  return undefined;
}

function attributeValue(
  attribute: MdxJsxAttribute,
  component: string,
  state: PageState,
  line?: number,
): unknown {
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  const expression = expressionOf(attribute.value);
  const value = expression ? staticValue(expression, state.constants) : undefined;
  if (value !== undefined) return value === null ? undefined : value;
  if (
    component === 'DocCardList' &&
    attribute.name === 'items' &&
    /useCurrentSidebarCategory\(\)\.items/.test(attribute.value.value)
  ) {
    return undefined;
  }
  state.codeReasons.push(
    `attribute ${attribute.name}={${attribute.value.value.slice(0, 40)}} at line ${line}`,
  );
  return undefined;
}

function expressionOf(value: MdxJsxAttributeValueExpression): Expression | undefined {
  const statement = value.data?.estree?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

function styleString(style: Record<string, unknown>): string {
  return Object.entries(style)
    .map(([key, value]) => {
      const property = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${property}: ${typeof value === 'number' && value !== 0 ? `${value}px` : String(value)}`;
    })
    .join('; ');
}

/** The text of `<CodeBlock>{`...`}</CodeBlock>` or `<CodeBlock>plain text</CodeBlock>`. */
function codeBlockSource(element: JsxElement, state: PageState): string | undefined {
  const [only, ...rest] = element.children;
  if (!only || rest.length) return element.children.length ? mdastToString(element) : undefined;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') {
    const statement = only.data?.estree?.body[0];
    if (statement?.type !== 'ExpressionStatement') return undefined;
    const value = staticValue(statement.expression, state.constants);
    return typeof value === 'string' ? value : undefined;
  }
  return mdastToString(only);
}
