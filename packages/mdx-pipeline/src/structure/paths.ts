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

const numberPrefix = /^(\d+)[-_.](?=.)/;

/** Splits a Docusaurus number prefix off a file or folder name: `02-quotes` -> {name: 'quotes', position: 2}. */
export function stripNumberPrefix(name: string): { name: string; position?: number } {
  const match = numberPrefix.exec(name);
  if (!match) return { name };
  return { name: name.slice(match[0].length), position: Number(match[1]) };
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
