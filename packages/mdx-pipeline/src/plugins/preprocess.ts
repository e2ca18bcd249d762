const admonitionTypes = 'note|tip|info|caution|warning|danger|important|success|secondary';
const admonitionTitle = new RegExp(`^(\\s*(?:>\\s*)*:{3,}(?:${admonitionTypes}))[ \\t]+([^\\s\\[{].*?)\\s*$`);
/** A heading's `{#id}` at its end: any characters but `}`, as Docusaurus reads it (`{#v2.0}`, `{#café}`). */
const headingId = /^(\s{0,3}#{1,6}\s.*?)\{#((?:(?!\{#)[^}])+)\}\s*$/;
const fenceOpen = /^\s*(?:>\s*)*(`{3,}|~{3,})/;
/** Docusaurus's fence whose content is the page's own MDX (three or four backticks, as it reads them). */
const mdxCodeBlock = /^\s*(`{3,4})[ \t]*mdx-code-block\s*$/;

/**
 * Follows fenced code (also inside blockquotes and list items) one line at a time: `inside(line)` is
 * true for the lines of a fence, its opening and closing lines included.
 */
export function fencedCode() {
  let fence: string | undefined;
  return {
    get open() {
      return fence !== undefined;
    },
    inside(line: string): boolean {
      const open = fenceOpen.exec(line);
      if (fence) {
        if (open?.[1]?.startsWith(fence) && line.replace(/^[\s>]*/, '').trim() === open[1]) fence = undefined;
        return true;
      }
      if (open) fence = open[1];
      return open !== null;
    },
  };
}

/**
 * Rewrites the two Docusaurus idioms that MDX cannot parse as written, keeping every line in place:
 * `:::note Title` becomes `:::note[Title]` and a heading's `{#id}` is escaped so MDX does not read
 * it as an expression; the fences of an ```` ```mdx-code-block ```` become blank lines, their content
 * being MDX, as Docusaurus unwraps them. Lines inside other fenced code are left alone.
 */
export function preprocessSource(source: string): string {
  const lines = source.split('\n');
  const fences = fencedCode();
  let unwrapped: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).replace(/\r$/, '');
    const eol = line.length < (lines[i] as string).length ? '\r' : '';
    if (unwrapped && line.trim() === unwrapped) {
      lines[i] = eol;
      unwrapped = undefined;
      continue;
    }
    const unwrap = fences.open || unwrapped ? undefined : mdxCodeBlock.exec(line);
    if (unwrap) {
      lines[i] = eol;
      unwrapped = unwrap[1];
      continue;
    }
    if (fences.inside(line)) continue;
    const title = admonitionTitle.exec(line);
    if (title) {
      lines[i] = `${title[1]}[${(title[2] as string).replace(/[[\]]/g, '\\$&')}]${eol}`;
      continue;
    }
    const heading = headingId.exec(line);
    if (heading) lines[i] = `${heading[1]}\\{#${heading[2]}\\}${eol}`;
  }
  return lines.join('\n');
}
