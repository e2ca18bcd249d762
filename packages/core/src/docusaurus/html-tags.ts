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

/** Origins of external scripts among the tags, for the Content-Security-Policy. */
export function scriptOrigins(tags: HtmlTag[]): string[] {
  return tags.flatMap((tag) => {
    const src = typeof tag !== 'string' && tag.tagName === 'script' ? tag.attributes?.src : undefined;
    if (typeof src !== 'string' || !/^https?:\/\//.test(src)) return [];
    return [new URL(src).origin];
  });
}
