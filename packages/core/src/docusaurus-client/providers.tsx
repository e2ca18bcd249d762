import { type ComponentType, createElement, type ReactNode } from 'react';

type Provider = ComponentType<{ children?: ReactNode }>;

/** `@theme/Root` and `@theme/Layout/Provider` as the theme has them (a swizzled one wraps its original): its children. */
export function Passthrough({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** `composeProviders` of `@docusaurus/theme-common`: one component nesting `providers`, the first outermost. */
export function composeProviders(providers: Provider[]): Provider {
  return ({ children }) =>
    providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children);
}

/** `ReactContextError` of `@docusaurus/theme-common`: a hook was called outside its provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}
