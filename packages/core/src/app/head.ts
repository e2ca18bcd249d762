import { createContext, type ReactNode } from 'react';

/** What a server render collected from `<Head>` (Docusaurus's head manager): the title and other tags. */
export interface HeadCollector {
  title?: string;
  tags: ReactNode[];
}

/** Given while rendering on the server: `<Head>` adds its children to it. */
export const HeadCollectorContext = createContext<HeadCollector | undefined>(undefined);

/** In the browser: the title the current page set with `<Head>`, which the app's own title gives way to. */
export const documentHead: { title?: string } = {};
