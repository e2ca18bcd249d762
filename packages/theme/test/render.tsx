import { act, render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { ThemeConfig } from '../src/config.js';
import { themeConfig } from '../src/fixtures/index.js';
import type { Navigation } from '../src/navigation.js';
import type { ThemeComponents } from '../src/provider/components.js';
import { ThemeProvider } from '../src/provider/ThemeProvider.js';

export function testNavigation(route = '/api/stocks/candles'): Navigation {
  return {
    route,
    navigate: vi.fn(),
    prefetch: vi.fn(),
    isPageLink: (href) => href.startsWith('/docs-staging/'),
  };
}

export interface ThemeOptions {
  config?: Partial<ThemeConfig>;
  navigation?: Navigation;
  components?: Partial<ThemeComponents>;
  // biome-ignore lint/suspicious/noExplicitAny: components take the element's properties as props
  mdxComponents?: Record<string, ComponentType<any>>;
}

export function withTheme(ui: ReactElement, options: ThemeOptions = {}) {
  return (
    <ThemeProvider
      config={{ ...themeConfig, ...options.config }}
      navigation={options.navigation ?? testNavigation()}
      components={options.components}
      mdxComponents={options.mdxComponents}
    >
      {ui}
    </ThemeProvider>
  );
}

/** Renders inside `ThemeProvider` with the site's configuration; `rerenderWith` keeps the options. */
export function renderWithTheme(ui: ReactElement, options: ThemeOptions = {}) {
  const result = render(withTheme(ui, options));
  return {
    ...result,
    rerenderWith: (next: ReactElement, nextOptions: ThemeOptions = options) =>
      result.rerender(withTheme(next, nextOptions)),
  };
}

/** A `matchMedia` whose `(prefers-color-scheme: dark)` answer can be changed by the test. */
export function mockColorScheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const state = { dark };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query.includes('prefers-color-scheme: dark') ? state.dark : false;
    },
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      state.dark = next;
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
  };
}

/**
 * Puts server-rendered `html` into the document and hydrates `ui` over it, watching for hydration
 * errors (`onRecoverableError`) and `console.error`; `remove` unmounts and takes the HTML out again.
 * `beforeHydration` acts on the page first, as a reader can before the app is ready.
 */
export async function hydrateOver(
  html: string,
  ui: ReactElement,
  beforeHydration?: (container: HTMLElement) => void,
) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration?.(container);
  const errors = vi.spyOn(console, 'error');
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError });
  });
  return {
    errors,
    onRecoverableError,
    remove() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
