import type { DocCard as DocCardData } from '@market-data-docs/mdx-pipeline/types';
import type { Root } from 'hast';
import type { ComponentType } from 'react';
import { mdxComponents, PageCardsContext } from './mdx-components.js';
import { type HastComponents, renderHast } from './render-hast.js';

/** A page compiled to its own JavaScript module (`@mdx-js/mdx` output): its default export. */
export type MdxModule = ComponentType<{ components?: Record<string, unknown> }>;

export interface MdxContentProps {
  /** A page body (or any Markdown) as serialised HAST from the pipeline. */
  content: Root;
  /** The cards `<DocCardList />` lists: `page.cards`. */
  cards?: DocCardData[];
  /** For a page with its own JavaScript (`page.module`): its compiled module, rendered instead of `content`. */
  Module?: MdxModule;
}

const noCards: DocCardData[] = [];
const components = mdxComponents as unknown as HastComponents;

/**
 * Renders a page body: HTML elements as themselves (links, headings, tables, images enhanced) and
 * the pipeline's component slots (`CodeBlock`, `Admonition`, `Tabs`, `TabItem`, `DocCardList`,
 * `Details`) as the theme's components or their overrides. Renders the same tree on the server
 * and in the browser.
 */
export function MdxContent({ content, cards = noCards, Module }: MdxContentProps) {
  return (
    <PageCardsContext value={cards}>
      {Module ? <Module components={mdxComponents} /> : renderHast(content, components)}
    </PageCardsContext>
  );
}
