import type { DocCard as DocCardData } from '@market-data-docs/mdx-pipeline/types';
import type { Root } from 'hast';
import { type ComponentType, createElement, Fragment, type ReactNode, useContext, useMemo } from 'react';
import { SiteMdxComponentsContext } from '../provider/contexts.js';
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
const themeOnly = mdxComponents as unknown as HastComponents;

/**
 * In the browser, the elements of recent top-level blocks by their serialised HAST: a page fetched
 * again (after a content edit in dev, on a second visit) creates and reconciles only the blocks that
 * changed. The server renders each page once and keeps nothing.
 */
const blockCache = new Map<string, ReactNode>();
const maxCachedBlocks = 2000;
let cachedWith: HastComponents = themeOnly;

function renderBlocks(content: Root, components: HastComponents): ReactNode {
  if (typeof window === 'undefined') return renderHast(content, components);
  if (cachedWith !== components) {
    blockCache.clear();
    cachedWith = components;
  }
  const blocks = content.children.map((block) => {
    if (block.type !== 'element') return block.type === 'text' ? block.value : null;
    const key = JSON.stringify(block);
    let element = blockCache.get(key);
    if (element === undefined) {
      element = renderHast(block, components);
      if (blockCache.size >= maxCachedBlocks) blockCache.delete(blockCache.keys().next().value as string);
      blockCache.set(key, element);
    }
    return element;
  });
  return createElement(Fragment, null, ...blocks);
}

/**
 * Renders a page body: HTML elements as themselves (links, headings, tables, images enhanced) and
 * the pipeline's component slots (`CodeBlock`, `Admonition`, `Tabs`, `TabItem`, `DocCardList`,
 * `Details`) as the theme's components or their overrides. Renders the same tree on the server
 * and in the browser.
 */
export function MdxContent({ content, cards = noCards, Module }: MdxContentProps) {
  const site = useContext(SiteMdxComponentsContext);
  const components = useMemo(
    () => (Object.keys(site).length ? { ...themeOnly, ...site } : themeOnly),
    [site],
  );
  return (
    <PageCardsContext value={cards}>
      {Module ? <Module components={components} /> : renderBlocks(content, components)}
    </PageCardsContext>
  );
}
