import type { BlockContent, Blockquote, Link, Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString as mdastToString } from 'mdast-util-to-string';
import { applyMagicComments } from '../highlight/meta.js';
import { docCardListMarker } from './context.js';
import { serializeMarkdown } from './serialize-markdown.js';

const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
};

/**
 * A plain-Markdown rendering of a page for readers that do not run JavaScript (llms.txt, `.md` twins):
 * tabs become labelled sections, admonitions block quotes, JSX wrappers are unwrapped, ESM and
 * expressions are dropped. Takes the tree after links and images are resolved; leaves it unchanged.
 */
export function pageToMarkdown(tree: Root, title: string): string {
  const plain: Root = { type: 'root', children: flatten(tree.children) };
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
          value: applyMagicComments(node.value.replace(/\n$/, '')).code,
        },
      ];
    case 'containerDirective': {
      const props = (node.data?.hProperties ?? {}) as { type?: string; title?: string };
      const label = props.title ?? admonitionLabels[props.type ?? ''] ?? '';
      const quote: Blockquote = {
        type: 'blockquote',
        children: [
          ...(label
            ? [
                {
                  type: 'paragraph',
                  children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
                } as Paragraph,
              ]
            : []),
          ...(flatten(node.children) as BlockContent[]),
        ],
      };
      return [quote];
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

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

function convertJsx(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  const converted = convertJsxContent(node);
  return node.type === 'mdxJsxFlowElement' ? asBlocks(converted) : converted;
}

const phrasing = new Set([
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

/** Wraps runs of inline content in paragraphs, for content that stands where blocks are expected. */
function asBlocks(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    if (!phrasing.has(node.type)) out.push(node);
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

function convertJsxContent(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  const hName = node.data?.hName ?? node.name;
  const children = flatten(node.children as RootContent[]);
  const flow = node.type === 'mdxJsxFlowElement';
  switch (hName) {
    case 'TabItem': {
      const label = attribute(node, 'label') ?? attribute(node, 'value') ?? '';
      return [
        { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] },
        ...children,
      ];
    }
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
    default:
      return children;
  }
}
