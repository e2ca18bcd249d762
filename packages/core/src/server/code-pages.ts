import fs from 'node:fs';
import path from 'node:path';
import type { ContentBuild, PageData } from '@market-data-docs/mdx-pipeline';
import { parse as parseYaml } from 'yaml';
import type { CodePageModule } from './vite-config.js';

/** Writes the compiled modules of pages that carry their own JavaScript into `dir`, for the bundler to pick up. */
export function writeCodePages(content: ContentBuild, dir: string, contentDir: string): CodePageModule[] {
  fs.rmSync(dir, { recursive: true, force: true });
  if (!content.modules.length) return [];
  fs.mkdirSync(dir, { recursive: true });
  return content.modules.map((module) => {
    const file = path.join(dir, `${module.route.slice(1).replace(/[^\w-]+/g, '__') || 'index'}.jsx`);
    fs.writeFileSync(
      file,
      module.source + mdxExports(content.page(module.route), path.join(contentDir, module.file)),
    );
    const sourceFile = path.join(contentDir, module.file);
    return { route: module.route, path: file, sourceDir: path.dirname(sourceFile), sourceFile };
  });
}

const frontMatterBlock = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/;

/**
 * What Docusaurus's MDX loader exports beside the content, for the page's own code to read:
 * `frontMatter` (every key, custom ones included) and `toc` (`{value, id, level}` per heading).
 */
function mdxExports(page: PageData | undefined, file: string): string {
  let frontMatter: unknown = {};
  try {
    frontMatter = parseYaml(frontMatterBlock.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '') ?? {};
  } catch {
    // the pipeline reported malformed front matter already
  }
  const toc = (page?.toc ?? []).map((entry) => ({ value: entry.text, id: entry.id, level: entry.depth }));
  return `\nexport const frontMatter = ${JSON.stringify(frontMatter)};\nexport const toc = ${JSON.stringify(toc)};\n`;
}
