import type { DocCard as DocCardData } from '@market-data-docs/mdx-pipeline/types';
import { type ComponentType, createContext, createElement, useContext } from 'react';
import { useThemeComponents } from '../provider/contexts.js';
import { Admonition, AdmonitionTitle } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { ContentImage, ContentLink, ContentPre, headings, ScrollTable } from './content-elements.js';
import { Details } from './Details.js';
import { DocCardList } from './DocCard.js';
import { TabItem, Tabs } from './Tabs.js';

/** The cards `<DocCardList />` lists on the current page. */
export const PageCardsContext = createContext<DocCardData[]>([]);

function PageDocCardList() {
  return <DocCardList cards={useContext(PageCardsContext)} />;
}

type Slot = 'Admonition' | 'CodeBlock' | 'Tabs' | 'TabItem' | 'Details';

/** A content component that renders the site's replacement for `name`, if any, at render time. */
function overridable<P extends object>(name: Slot, fallback: ComponentType<P>): ComponentType<P> {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per slot, at module level
  function Overridable(props: P) {
    const Component = (useThemeComponents()[name] as ComponentType<P> | undefined) ?? fallback;
    return createElement(Component, props);
  }
  Overridable.displayName = name;
  return Overridable;
}

/**
 * Everything a page body is rendered with: HTML elements the theme enhances and the pipeline's
 * component slots, which honour `ThemeProvider` overrides. `MdxContent` uses it for HAST; a page
 * compiled to its own module gets it as its `components`, and its `@theme/<Name>` imports
 * resolve to `mdxComponents[Name]`.
 */
export const mdxComponents = {
  a: ContentLink,
  pre: ContentPre,
  table: ScrollTable,
  img: ContentImage,
  ...headings,
  Admonition: overridable('Admonition', Admonition),
  AdmonitionTitle,
  CodeBlock: overridable('CodeBlock', CodeBlock),
  Tabs: overridable('Tabs', Tabs),
  TabItem: overridable('TabItem', TabItem),
  Details: overridable('Details', Details),
  DocCardList: PageDocCardList,
};

export type MdxComponents = typeof mdxComponents;
