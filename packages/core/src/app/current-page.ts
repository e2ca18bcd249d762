import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { createContext, useContext } from 'react';

/** The page shown (its data: sidebar, cards...), for the Docusaurus hooks that read it; undefined on other views. */
export const CurrentPageContext = createContext<PageData | undefined>(undefined);

export function useCurrentPage(): PageData | undefined {
  return useContext(CurrentPageContext);
}
