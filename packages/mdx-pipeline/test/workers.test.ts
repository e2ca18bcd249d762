import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { buildContent as BuildContent, ContentBuild } from '../src/build.js';
import type { ContentBuildError } from '../src/errors.js';
import { siteDir, siteOptions } from './helpers/site.js';
import { apiOptions, removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

async function built(): Promise<{
  buildContent: typeof BuildContent;
  ContentBuildError: typeof ContentBuildError;
}> {
  return import(pathToFileURL(path.join(inject('distDir'), 'index.js')).href);
}

function everything(build: ContentBuild) {
  return {
    manifest: build.manifest,
    records: build.records,
    warnings: build.warnings,
    assets: build.assets,
    modules: build.modules,
    pages: build.manifest.routes.map((r) => build.page(r.route)),
    markdown: build.manifest.routes.map((r) => build.markdown(r.route)),
  };
}

/** The fixture site with enough extra pages that compiling starts worker threads. */
function largerSite() {
  const dir = tempDir();
  fs.cpSync(siteDir, dir, { recursive: true });
  for (let i = 0; i < 40; i++)
    writeTree({ [`api/more/page-${i}.md`]: `# Page ${i}\n\nText with \`code\`.\n` }, dir);
  return { ...siteOptions, contentDir: dir };
}

describe('worker threads', () => {
  it('give the same result as compiling on the calling thread, with and without a cache', async () => {
    const { buildContent } = await built();
    const options = largerSite();
    const inProcess = await buildContent(options);
    const threads = await buildContent({ ...options, workers: 2 });
    expect(inProcess.stats).toMatchObject({ compiled: 68, threads: 1 });
    const chosen = await buildContent({ ...options, workers: undefined });
    expect(chosen.stats).toMatchObject({ compiled: 68, threads: 1 });
    expect(threads.stats).toMatchObject({ compiled: 68, cached: 0, threads: 2 });
    expect(everything(threads)).toEqual(everything(inProcess));
    const background = await buildContent({ ...options, workers: 2, background: true });
    expect(background.stats).toMatchObject({ compiled: 68, threads: 2 });
    expect(everything(background)).toEqual(everything(inProcess));

    const cacheDir = path.join(tempDir(), 'cache');
    const cold = await buildContent({ ...options, workers: 2, cacheDir });
    const warm = await buildContent({ ...options, workers: 2, cacheDir });
    expect([cold.stats.compiled, warm.stats.compiled, warm.stats.cached]).toEqual([68, 0, 68]);
    expect(everything(cold)).toEqual(everything(inProcess));
    expect(everything(warm)).toEqual(everything(inProcess));
    fs.appendFileSync(path.join(options.contentDir, 'api/more/page-0.md'), '\nEdited.\n');
    const edited = await buildContent({ ...options, workers: 2, cacheDir, background: true });
    expect(edited.stats).toMatchObject({ compiled: 1, cached: 67, threads: 1 });
  });

  it('start a worker by default only for 1.5 MB of source per extra thread', async () => {
    const { buildContent } = await built();
    const paragraph = `${'Quotes, candles and chains. '.repeat(20)}\n\n`;
    const tree = (repeat: number) => {
      const files: Record<string, string> = {};
      for (let i = 0; i < 60; i++) files[`api/long-${i}.md`] = `# Long ${i}\n\n${paragraph.repeat(repeat)}`;
      return writeTree(files);
    };
    const small = await buildContent(apiOptions(tree(14), { workers: undefined }));
    expect(small.stats).toMatchObject({ compiled: 60, threads: 1 });
    const large = await buildContent(apiOptions(tree(46), { workers: undefined }));
    expect(large.stats).toMatchObject({ compiled: 60, threads: Math.min(2, os.availableParallelism()) });
  });

  it('report every failing page as ContentBuildError with file:line:col and a frame', async () => {
    const { buildContent, ContentBuildError: BuiltError } = await built();
    const files: Record<string, string> = {
      'api/bad.mdx': '# Bad\n\n<Tabs>\n',
      'api/bad-fm.md': '---\nbadge: 1\n---\n',
    };
    for (let i = 0; i < 60; i++) files[`api/ok-${i}.md`] = `# Page ${i}\n`;
    const error = await buildContent(apiOptions(writeTree(files), { workers: 2 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuiltError);
    expect((error as ContentBuildError).message).toBe(
      [
        '2 content files failed to compile:',
        '',
        'api/bad-fm.md:2:8: badge: expected one of "New", "Premium", "Beta", "High Usage", found the number 1 (front-matter)',
        '  1 | ---',
        '> 2 | badge: 1',
        '    |        ^',
        '  3 | ---',
        '  4 | ',
        '',
        'api/bad.mdx:3:1: Expected a closing tag for `<Tabs>` (3:1-3:7) (mdast-util-mdx-jsx:end-tag-mismatch)',
        '  1 | # Bad',
        '  2 | ',
        '> 3 | <Tabs>',
        '    | ^',
        '  4 | ',
      ].join('\n'),
    );
  });
});
