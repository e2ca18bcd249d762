import { withBase } from '../paths.js';

/** Longest query searched and shown, in UTF-16 code units (the session's cap as well). */
export const maxQueryLength = 256;

/** Attributes the modal's and the search page's inputs share: the placeholder, no autocorrection, the cap. */
export const queryInputProps = {
  placeholder: 'Search docs',
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  enterKeyHint: 'search',
  maxLength: maxQueryLength,
  dir: 'auto',
} as const;

/** Cuts a query to {@link maxQueryLength} without splitting an emoji or other surrogate pair. */
export function capQuery(query: string): string {
  if (query.length <= maxQueryLength) return query;
  const cut = query.slice(0, maxQueryLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The search page's URL for a query (and section): `/docs-staging/search?q=stock+candles&section=api`. */
export function searchPageHref(basePath: string, query: string, section?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (section) params.set('section', section);
  const search = params.toString();
  return withBase(basePath, search ? `/search?${search}` : '/search');
}

/** `config.search.feedbackUrl` with every `{query}` replaced by the URL-encoded query. */
export function feedbackHref(template: string, query: string): string {
  return template.replaceAll('{query}', encodeQuery(query));
}

function encodeQuery(query: string): string {
  try {
    return encodeURIComponent(query);
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD instead of throwing.
    return new URLSearchParams({ q: query }).toString().slice(2).replaceAll('+', '%20');
  }
}
