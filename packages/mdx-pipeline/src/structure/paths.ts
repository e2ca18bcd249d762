/** Lower-case, dash-separated form of a label: `API: High Usage` -> `api-high-usage`. */
export function kebab(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Joins route segments into `/a/b`, dropping empty segments and duplicate slashes. */
export function joinRoute(...parts: string[]): string {
  const segments = parts.flatMap((part) => part.split('/')).filter((s) => s && s !== '.');
  const out: string[] = [];
  for (const s of segments) {
    if (s === '..') out.pop();
    else out.push(s);
  }
  return `/${out.join('/')}`;
}

// Docusaurus's default number prefix parser: `02-quotes`, `3 - intro`; but never a version or a
// date (`1.0`, `2.1-beta`, `2024-05-notes`), which keep their name.
const numberPrefix = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const notANumberPrefix = /^\d+[-_.]\d+/;

/**
 * How number prefixes are split off file and folder names: a function of the name (without its
 * extension) returning the name to use and the position the prefix gives, or `false` for none.
 */
export type NumberPrefixParser = false | ((name: string) => { name: string; position?: number });

/**
 * Splits a Docusaurus number prefix off a file (without its extension) or folder name: `02-quotes`
 * -> {name: 'quotes', position: 2}; `1.0` stays `1.0`, as in Docusaurus. A section's own `parser`
 * replaces that rule.
 */
export function stripNumberPrefix(
  name: string,
  parser?: NumberPrefixParser,
): { name: string; position?: number } {
  if (parser === false) return { name };
  if (parser) return parser(name);
  if (notANumberPrefix.test(name)) return { name };
  const match = numberPrefix.exec(name);
  if (!match) return { name };
  return { name: match[2] as string, position: Number(match[1]) };
}

/** Adds the base path to a route: (`/docs-staging/`, `/api`) -> `/docs-staging/api`. */
/** A page's title when it has none and no leading `# ` heading: its file name without the extension. */
export function fileTitle(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.mdx?$/, '');
}

export function withBase(basePath: string, route: string): string {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  return route === '/' ? `${base}/` : `${base}${route}`;
}
