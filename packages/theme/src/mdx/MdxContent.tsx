import type { DocCard as DocCardData } from '@market-data-docs/mdx-pipeline/types';
import type { Root } from 'hast';
import { type Components, type Jsx, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createContext, useContext, useMemo } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ThemeComponents } from '../provider/components.js';
import { useThemeComponents } from '../provider/contexts.js';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { ContentImage, ContentLink, ContentPre, headings, ScrollTable } from './content-elements.js';
import { Details } from './Details.js';
import { DocCardList } from './DocCard.js';
import { TabItem, Tabs } from './Tabs.js';

export interface MdxContentProps {
  /** A page body (or any Markdown) as serialised HAST from the pipeline. */
  content: Root;
  /** The cards `<DocCardList />` lists: `page.cards`. */
  cards?: DocCardData[];
}

const noCards: DocCardData[] = [];
const CardsContext = createContext(noCards);

function PageDocCardList() {
  return <DocCardList cards={useContext(CardsContext)} />;
}

function contentComponents(overrides: Partial<ThemeComponents>) {
  return {
    a: ContentLink,
    pre: ContentPre,
    table: ScrollTable,
    img: ContentImage,
    ...headings,
    Admonition: overrides.Admonition ?? Admonition,
    CodeBlock: overrides.CodeBlock ?? CodeBlock,
    Tabs: overrides.Tabs ?? Tabs,
    TabItem: overrides.TabItem ?? TabItem,
    Details: overrides.Details ?? Details,
    DocCardList: PageDocCardList,
  } as unknown as Partial<Components>;
}

/**
 * Renders a page body: HTML elements as themselves (links, headings, tables, images enhanced) and
 * the pipeline's component slots (`CodeBlock`, `Admonition`, `Tabs`, `TabItem`, `DocCardList`,
 * `Details`) as the theme's components or their overrides. Renders the same tree on the server
 * and in the browser.
 */
export function MdxContent({ content, cards = noCards }: MdxContentProps) {
  const overrides = useThemeComponents();
  const components = useMemo(() => contentComponents(overrides), [overrides]);
  return (
    <CardsContext value={cards}>
      {toJsxRuntime(content, { Fragment, jsx: jsx as Jsx, jsxs: jsxs as Jsx, components })}
    </CardsContext>
  );
}
