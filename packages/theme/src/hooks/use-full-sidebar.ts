import type { SidebarItem } from '@market-data-docs/mdx-pipeline/types';
import { useCallback, useState } from 'react';

const requests = new Map<string, Promise<SidebarItem[]>>();
const loaded = new Map<string, SidebarItem[]>();

/** Fetches a section's full sidebar once per URL; a failed request is tried again next time. */
export function fetchSidebar(url: string): Promise<SidebarItem[]> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`Could not load the sidebar (HTTP ${response.status})`);
        return response.json() as Promise<SidebarItem[]>;
      })
      .then((items) => {
        loaded.set(url, items);
        return items;
      });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

export type FullSidebarStatus = 'idle' | 'loading' | 'loaded' | 'error';

interface FullSidebarState {
  url?: string;
  status: FullSidebarStatus;
  items?: SidebarItem[];
  error?: Error;
}

const initialState = (url?: string): FullSidebarState => {
  const items = url === undefined ? undefined : loaded.get(url);
  return items ? { url, status: 'loaded', items } : { url, status: 'idle' };
};

/** The full sidebar behind a trimmed one: nothing until `load()` is called, then cached for the page's life. */
export function useFullSidebar(url: string | undefined) {
  const [state, setState] = useState(() => initialState(url));
  const current = state.url === url ? state : initialState(url);
  const load = useCallback(() => {
    if (url === undefined) return;
    setState((previous) =>
      previous.url === url && previous.status === 'loaded' ? previous : { url, status: 'loading' },
    );
    fetchSidebar(url).then(
      (items) => setState({ url, status: 'loaded', items }),
      (error: unknown) =>
        setState({ url, status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
  }, [url]);
  return { ...current, load };
}
