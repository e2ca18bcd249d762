/**
 * Marks, in a record's text, where an inline node that shows no text stood (an image, a component
 * without children): the words around it may not read as a sentence without it.
 */
export const gap = '\uFDD0';

/** Marks, in a record's text, where a block (a paragraph, an item) starts or ends: a sentence ends there too. */
export const blockEdge = '\uFDD1';

const gaps = /\uFDD0/g;
const maxExcerpt = 200;

/** Text with its gaps taken out: no space left before the punctuation that followed one, single spaces. */
export function withoutGaps(text: string): string {
  return text
    .replaceAll(blockEdge, ' ')
    .replace(/\s*\uFDD0[\s\uFDD0]*(?=[.,;:!?)\]])/g, '')
    .replace(gaps, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The description of a Markdown or MDX text read from its source, without compiling it (a blog
 * post's text up to its truncate marker): imports, exports, headings, comments and markup left out,
 * links as their text, images and self-closing components as nodes that show no text; then as
 * {@link excerptOf}.
 */
export function sourceExcerpt(source: string): string | undefined {
  const text = source
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/^#.*$/gm, '')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)|<[^>]*\/>/g, gap)
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#]/g, '')
    .replace(/\n\s*\n/g, blockEdge);
  return excerptOf(text);
}

/**
 * A page's first text for its description, in whole sentences as written: a sentence that lost a
 * node inside it (`Setup text. ![a](a.png) and ![b](b.png)`) is left out rather than shown with
 * dangling words, one that only starts with such a node (a badge) is kept. At most 200 characters
 * (whole sentences while they fit, else the first, cut with `…`); when every sentence lost a node,
 * the text without them.
 */
export function excerptOf(text: string): string | undefined {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(blockEdge)
    .flatMap((block) => block.split(/(?<=[.!?]["'’”)]?) (?=[^\s.!?])/))
    .map((sentence) => sentence.replace(/^[\s\uFDD0]+|\s+$/g, ''))
    .filter((sentence) => /\p{L}|\p{N}/u.test(sentence));
  let excerpt = '';
  for (const sentence of sentences) {
    if (sentence.includes(gap)) continue;
    if (excerpt && excerpt.length + 1 + sentence.length > maxExcerpt) break;
    excerpt = excerpt ? `${excerpt} ${sentence}` : sentence;
  }
  const chosen = excerpt || withoutGaps(text);
  return chosen.length > maxExcerpt ? `${chosen.slice(0, maxExcerpt - 1)}…` : chosen || undefined;
}
