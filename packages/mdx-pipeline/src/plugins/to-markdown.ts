import type { BlockContent, Blockquote, Link, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString as mdastToString } from 'mdast-util-to-string';
import { docCardListMarker } from './context.js';
import { phrasingTypes } from './phrasing-types.js';
import { serializeMarkdown } from './serialize-markdown.js';

/** The title an admonition shows without one of its own (the theme's default titles). */
const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Secondary',
};

/**
 * A plain-Markdown rendering of a page for readers that do not run JavaScript (llms.txt, `.md` twins):
 * tabs become labelled sections, admonitions block quotes, JSX wrappers are unwrapped, ESM and
 * expressions are dropped. Takes the tree after links and images are resolved; leaves it unchanged.
 */
export function pageToMarkdown(tree: Root, title: string): string {
  const plain: Root = { type: 'root', children: asBlocks(flatten(tree.children)) };
  return `# ${title}\n\n${serializeMarkdown(plain)}`;
}

function flatten(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node) => convert(node));
}

function convert(node: RootContent): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'codeBlock':
      return [
        {
          type: 'code',
          lang: node.lang,
          meta: node.title ? `title="${node.title}"` : null,
          value: node.value,
        },
      ];
    case 'containerDirective': {
      const props = (node.data?.hProperties ?? {}) as { type?: string; title?: string };
      return [admonition(props.type, props.title, node.children)];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node);
    default:
      if ('children' in node && Array.isArray(node.children))
        return [{ ...node, children: flatten(node.children as RootContent[]) } as RootContent];
      return [node];
  }
}

/** An admonition as a block quote under its title (its own, else its type's), in bold. */
function admonition(type: string | undefined, title: string | undefined, body: RootContent[]): Blockquote {
  const [first, ...rest] = body;
  const richTitle =
    first?.type === 'paragraph' && first.data?.hName === 'AdmonitionTitle' ? first : undefined;
  const text = title ?? admonitionLabels[type ?? ''];
  const label: PhrasingContent[] = richTitle
    ? unwrapStrong(flatten(richTitle.children) as PhrasingContent[])
    : text
      ? [{ type: 'text', value: text }]
      : [];
  return {
    type: 'blockquote',
    children: [
      ...(label.length
        ? [{ type: 'paragraph', children: [{ type: 'strong', children: label }] } as Paragraph]
        : []),
      ...(asBlocks(flatten(richTitle ? rest : body)) as BlockContent[]),
    ],
  };
}

/** Inline content to go inside `**...**`: strong parts in it lose their own markers. */
function unwrapStrong(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.flatMap((node) => (node.type === 'strong' ? unwrapStrong(node.children) : [node]));
}

/** An attribute's value as the page shows it: evaluated by the compiler when written as an expression. */
function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const evaluated = (node.data?.hProperties as Record<string, unknown> | undefined)?.[name];
  if (typeof evaluated === 'string' || typeof evaluated === 'number') return String(evaluated);
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

function convertJsx(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  const converted = convertJsxContent(node);
  return node.type === 'mdxJsxFlowElement' ? asBlocks(converted) : converted;
}

/** Wraps runs of inline content in paragraphs, for content that stands where blocks are expected. */
function asBlocks(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    if (!phrasingTypes.has(node.type)) out.push(node);
    else if (node.type === 'text' && !node.value.trim()) continue;
    else {
      const last = out.at(-1);
      if (last?.type === 'paragraph' && (last.data as { wrapped?: boolean } | undefined)?.wrapped)
        last.children.push(node as Paragraph['children'][number]);
      else
        out.push({
          type: 'paragraph',
          data: { wrapped: true } as never,
          children: [node as Paragraph['children'][number]],
        });
    }
  }
  return out;
}

/** Inline HTML elements with no Markdown form, kept as HTML in the twin (`<kbd>Ctrl</kbd>`). */
const keptInline = new Set(['kbd', 'sup', 'sub', 'mark', 'abbr', 'ins', 'u', 'small']);

function tabItem(label: string, children: RootContent[]): RootContent[] {
  return [
    { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] },
    ...children,
  ];
}

/** Tabs as labelled sections: their items', or in order those of a Docusaurus `values` prop. */
function tabs(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  const values = (node.data?.hProperties as { values?: unknown } | undefined)?.values;
  if (!Array.isArray(values)) return flatten(node.children as RootContent[]);
  const items = node.children.filter(
    (child): child is MdxJsxFlowElement => child.type === 'mdxJsxFlowElement' && child.name !== null,
  );
  return values.flatMap((tab: { value?: unknown; label?: unknown }) => {
    const item = items.find((child) => attribute(child, 'value') === tab.value);
    if (!item) return [];
    const label = typeof tab.label === 'string' ? tab.label : String(tab.value);
    return asBlocks(tabItem(label, flatten(item.children as RootContent[])));
  });
}

/** `<details>` as HTML around its Markdown body, which Markdown renderers show as a disclosure. */
function details(node: MdxJsxFlowElement | MdxJsxTextElement, children: RootContent[]): RootContent[] {
  const summary = node.children.find(
    (child) =>
      (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'summary',
  );
  const label = summary ? mdastToString(summary).trim() : '';
  const body = summary
    ? flatten(node.children.filter((child) => child !== summary) as RootContent[])
    : children;
  return [
    {
      type: 'html',
      value: `<details${isOpen(node) ? ' open' : ''}>\n<summary>${escapeHtml(label || 'Details')}</summary>`,
    },
    ...asBlocks(body),
    { type: 'html', value: '</details>' },
  ];
}

function isOpen(node: MdxJsxFlowElement | MdxJsxTextElement): boolean {
  const open = (node.data?.hProperties as Record<string, unknown> | undefined)?.open;
  return open !== undefined && open !== null && open !== false;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function convertJsxContent(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  const hName = node.data?.hName ?? node.name;
  if (hName === 'Tabs') return tabs(node);
  const children = flatten(node.children as RootContent[]);
  const flow = node.type === 'mdxJsxFlowElement';
  switch (hName) {
    case 'TabItem':
      return tabItem(attribute(node, 'label') ?? attribute(node, 'value') ?? '', children);
    case 'Admonition':
      return [admonition(attribute(node, 'type'), attribute(node, 'title'), node.children as RootContent[])];
    case 'DocCardList':
      return [{ type: 'html', value: docCardListMarker }];
    case 'img': {
      const src = attribute(node, 'src');
      if (!src) return [];
      const image = { type: 'image' as const, url: src, alt: attribute(node, 'alt') ?? '' };
      return flow ? [{ type: 'paragraph', children: [image] }] : [image];
    }
    case 'iframe': {
      const src = attribute(node, 'src');
      if (!src) return [];
      const link: Link = {
        type: 'link',
        url: src,
        children: [{ type: 'text', value: attribute(node, 'title') ?? src }],
      };
      return flow ? [{ type: 'paragraph', children: [link] }] : [link];
    }
    case 'a': {
      const href = attribute(node, 'href');
      return href ? [{ type: 'link', url: href, children: children as Link['children'] }] : children;
    }
    case 'br':
      return [{ type: 'break' }];
    case 'Details':
      return details(node, children);
    case 'strong':
    case 'b':
    case 'em':
    case 'i': {
      const type = hName === 'strong' || hName === 'b' ? 'strong' : 'emphasis';
      return flow ? children : [{ type, children: children as Paragraph['children'] }];
    }
    case 'code':
      return flow
        ? children
        : [{ type: 'inlineCode', value: mdastToString({ type: 'root', children } as Root) }];
    default: {
      if (typeof hName !== 'string' || !keptInline.has(hName)) return children;
      const title = hName === 'abbr' ? attribute(node, 'title') : undefined;
      const open = `<${hName}${title ? ` title="${escapeHtml(title)}"` : ''}>`;
      const inline = [{ type: 'html', value: open }, ...children, { type: 'html', value: `</${hName}>` }];
      return (flow ? [{ type: 'paragraph', children: inline }] : inline) as RootContent[];
    }
  }
}
