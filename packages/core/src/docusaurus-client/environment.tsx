import { type ReactNode, useEffect, useState } from 'react';

const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** `@docusaurus/ExecutionEnvironment`. */
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && ('addEventListener' in window || 'attachEvent' in window),
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

/** False on the server and during hydration, true once the page is interactive (`@docusaurus/useIsBrowser`). */
export function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}

/** Renders `children()` only in the browser, after hydration; `fallback` before (`@docusaurus/BrowserOnly`). */
export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const browser = useIsBrowser();
  if (browser && typeof children === 'function') return <>{children()}</>;
  return <>{fallback ?? null}</>;
}

/** Renders nothing (`@docusaurus/Noop`). */
export function Noop(): null {
  return null;
}
