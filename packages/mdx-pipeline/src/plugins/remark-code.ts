import type { Code, Data, Root } from 'mdast';
import type { VFile } from 'vfile';
import { highlightCode } from '../highlight/highlight.js';
import { lineOf, type PageState, pageState } from './context.js';
import { walkType } from './walk.js';

/** A code block after highlighting: rendered as the theme's `CodeBlock` around its `<pre>`. */
export interface CodeBlockNode {
  type: 'codeBlock';
  lang: string;
  title?: string;
  /** The code as shown: magic comments taken out, unless the meta string names the lines. */
  value: string;
  data: Data;
  position?: Code['position'];
}

declare module 'mdast' {
  interface RootContentMap {
    codeBlock: CodeBlockNode;
  }
  interface BlockContentMap {
    codeBlock: CodeBlockNode;
  }
}

/**
 * Highlights fenced code at build time and turns each block into a `CodeBlock` slot around its
 * `<pre>`; with the site's `mermaid` on, a ```mermaid block is a `Mermaid` slot around that code block
 * (its source in `value`): the code is what the server renders, the diagram replaces it in the browser.
 */
export function remarkCode() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    walkType<Code>(tree, 'code', (node, index, parent) => {
      const block = codeBlockNode(node.value, node.lang, node.meta, state, node.position);
      parent.children[index] = node.lang === 'mermaid' ? mermaidBlock(block, state) : block;
    });
  };
}

/**
 * A diagram's code block (a ```mermaid block, or Docusaurus's `<Mermaid value>`) as a `Mermaid` slot
 * when the site draws diagrams, else as code: still a `codeBlock` for the page's twin and search records.
 */
export function mermaidBlock(block: CodeBlockNode, state: PageState): CodeBlockNode {
  if (!state.site.mermaid) return block;
  state.usesMermaid = true;
  const { hName, hProperties, hChildren } = block.data;
  return {
    ...block,
    data: {
      hName: 'Mermaid',
      hProperties: { value: block.value },
      hChildren: [
        {
          type: 'element',
          tagName: hName as string,
          properties: hProperties ?? {},
          children: hChildren ?? [],
        },
      ],
    },
  };
}

/** Highlights one block of code into a `codeBlock` node. */
export function codeBlockNode(
  code: string,
  lang: string | null | undefined,
  meta: string | null | undefined,
  state: PageState,
  position?: Code['position'],
): CodeBlockNode {
  const result = highlightCode(code, lang, meta);
  if (result.unknownLanguage) {
    state.warnings.push({
      line: lineOf({ position }),
      message: `unknown code language "${result.unknownLanguage}"; shown as plain text`,
    });
  }
  return {
    type: 'codeBlock',
    lang: result.language,
    title: result.title,
    value: result.code,
    position,
    data: {
      hName: 'CodeBlock',
      hProperties: { language: result.language, ...(result.title ? { title: result.title } : {}) },
      hChildren: [result.pre],
    },
  };
}
