import type { PageSummary } from '../cache.js';
import type { CompileInput } from '../compile-page.js';
import { parseFrontMatter } from '../front-matter/parse.js';
import { fileTitle } from './paths.js';

/**
 * What a lazy build knows of a page it has not compiled yet: its front matter, keys the engine does
 * not know included (empty when it does not parse; the compile reports that) and a title from `title`, else a leading `# ` heading, else the
 * file name. Enough for sidebars, breadcrumbs and prev/next until the page is compiled.
 */
export function outlineSummary(input: CompileInput): PageSummary {
  let frontMatter: PageSummary['frontMatter'] = {};
  let extra: Record<string, unknown> = {};
  let body = input.source;
  try {
    ({ data: frontMatter, body, extra } = parseFrontMatter(input.source, input.file));
  } catch {}
  return {
    file: input.file,
    route: input.route,
    section: input.section,
    frontMatter,
    title: frontMatter.title ?? leadingHeading(body) ?? fileTitle(input.file),
    images: [],
    links: [],
    anchors: '',
    fileLinks: {},
    warnings: [],
    usesDocCardList: false,
    key: '',
    hasModule: false,
    imageStamps: {},
    outline: true,
    ...(Object.keys(extra).length ? { customFrontMatter: extra } : {}),
  };
}

/** The text of a `# ` heading that opens the body (after imports and blank lines), without inline marks. */
function leadingHeading(body: string): string | undefined {
  for (const line of body.split('\n')) {
    const text = line.trim();
    if (!text || /^(import|export)\s/.test(text)) continue;
    const heading = /^#[ \t]+(.+?)(?:[ \t]+#+)?$/.exec(text)?.[1];
    return heading
      ?.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .trim();
  }
  return undefined;
}
