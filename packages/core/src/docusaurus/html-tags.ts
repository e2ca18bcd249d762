import { escapeHtml } from '../server/head.js';
import type { HtmlTag } from './plugins.js';

const voidElements = new Set(['base', 'link', 'meta', 'img', 'br', 'hr', 'input']);

/** HTML of the tags of a Docusaurus config or plugin (`{tagName, attributes, innerHTML}` or a string). */
export function htmlTags(tags: HtmlTag[]): string {
  return tags
    .map((tag) => {
      if (typeof tag === 'string') return tag;
      const attributes = Object.entries(tag.attributes ?? {})
        .filter(([, value]) => value !== false && value !== undefined && value !== null)
        .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
        .join('');
      if (voidElements.has(tag.tagName)) return `<${tag.tagName}${attributes}>`;
      return `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
    })
    .join('\n');
}

/** Inline scripts among the tags (their text, for the Content-Security-Policy hashes). */
export function inlineScripts(tags: HtmlTag[]): string[] {
  return tags.flatMap((tag) =>
    typeof tag !== 'string' && tag.tagName === 'script' && !tag.attributes?.src && tag.innerHTML
      ? [tag.innerHTML]
      : [],
  );
}

/** An absolute URL's origin written in a script's text (`'https://www.googletagmanager.com/gtm.js?id='`). */
const originInText = /\bhttps?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?=[/'"`?#\s]|$)/gi;

/**
 * Origins of external scripts among the tags, for the Content-Security-Policy; and the origins an
 * inline script names, since such a snippet (Google Tag Manager's, an analytics loader) adds a
 * script from there when it runs.
 */
export function scriptOrigins(tags: HtmlTag[]): string[] {
  return tags.flatMap((tag) => {
    if (typeof tag === 'string' || tag.tagName !== 'script') return [];
    const src = tag.attributes?.src;
    if (typeof src === 'string') return /^https?:\/\//.test(src) ? [new URL(src).origin] : [];
    return [...(tag.innerHTML ?? '').matchAll(originInText)].map((match) => new URL(match[0]).origin);
  });
}
