const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
};

/** Decodes the HTML entities of a text (`&copy;`, `&#169;`, `&#xA9;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * An HTML snippet of a config (the announcement) as Markdown: links kept as `[text](href)`
 * (a link written with the base path, `/base/page`, as the route `/page`, which the Markdown
 * renderer prefixes again), other tags dropped, entities decoded, whitespace collapsed.
 */
export function htmlToMarkdown(html: string, basePath = '/'): string {
  const withLinks = html.replace(
    /<a\b[^>]*?href\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi,
    (_whole, _quote, href: string, text: string) => {
      const route = basePath !== '/' && href.startsWith(basePath) ? `/${href.slice(basePath.length)}` : href;
      return `[${stripTags(text).replace(/[[\]]/g, '\\$&')}](${route})`;
    },
  );
  return plainText(withLinks.replace(/<br\s*\/?>/gi, ' '));
}

/**
 * The text of an HTML snippet of a config (a navbar link's `html` label): tags dropped, entities
 * decoded, whitespace collapsed; an image's `alt` stands for it.
 */
export function htmlToText(html: string): string {
  return plainText(html.replace(/<img\b[^>]*?\balt\s*=\s*(["'])(.*?)\1[^>]*>/gi, ' $2 '));
}

/** HTML without its tags, its entities decoded and its whitespace collapsed. */
function plainText(html: string): string {
  return decodeEntities(stripTags(html)).replace(/\s+/g, ' ').trim();
}

function stripTags(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, '').replace(/<\/?[a-z][^>]*>/gi, '');
}
