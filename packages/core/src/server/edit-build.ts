import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { editedPages, type PageData } from '@market-data-docs/mdx-pipeline';
import { bootLoader } from './boot-loader.js';
import type { BuildPhase, BuildSiteOptions, BuildSiteResult } from './build-site.js';
import { fileHash, readBuildState, removeBuildState, writeBuildState } from './build-state.js';
import { searchIndexDir, siteClientConfig } from './client-config.js';
import { contentOptions, withContentTree } from './content-options.js';
import { filesUnder } from './files-under.js';
import { shellSite } from './mermaid.js';
import { createPageWriter, missingPages } from './page-writer.js';
import { documentContext, renderKeyOf } from './render-context.js';
import { updateEditedPages } from './search-build.js';
import { buildShell, shellKey } from './shell.js';

type ServerEntry = Pick<typeof import('../entry-server.js'), 'renderPageDocument'>;

/**
 * A build after edits that show on their own pages alone (`editedPages` of the pipeline: same title,
 * front matter, description, links and anchors, no module), when the last whole build of this output
 * left its state in the cache and nothing else changed (config, shell, static files, images): only
 * the edited pages' data, HTML and twin are written, and their records in the search index. What it
 * reads and writes depends on the edit, not on the site's size: the rest of the output stays as the
 * last build made it. Undefined when the build has to be whole (a Docusaurus site's is, always).
 */
export async function buildEdits(
  tmpDir: string,
  outDir: string,
  options: BuildSiteOptions,
  started: number,
): Promise<BuildSiteResult | undefined> {
  const site = withContentTree(options.site, options.contentDir);
  const { reporter = {} } = options;
  const state = readBuildState(site.cacheDir);
  const hidden = (options.hiddenSections ?? []).map((s) => s.id);
  if (
    site.docusaurus ||
    !state ||
    state.outDir !== outDir ||
    state.contentDir !== site.contentDir ||
    state.hidden.join() !== hidden.join() ||
    Object.entries(state.partials).some(([file, { hash }]) => fileHash(file) !== hash)
  )
    return undefined;
  const staticFiles = filesUnder(site.staticDir);
  if (staticFiles.join('\n') !== state.staticFiles.join('\n')) return undefined;
  const phase = (name: BuildPhase['name'], detail: string, since: number) =>
    reporter.phase?.({ name, detail, seconds: (performance.now() - since) / 1000 });

  const client = siteClientConfig(site);
  const shelled = shellSite(site, state.usesMermaid);
  const partials = {
    routeByFile: [],
    compiled: Object.fromEntries(Object.entries(state.partials).map(([file, { module }]) => [file, module])),
  };
  const key = shellKey(shelled, client, state.codePages, partials);
  const renderKey = renderKeyOf(key, site);
  if (renderKey !== state.renderKey) return undefined;
  const writer = createPageWriter(tmpDir, outDir, renderKey);
  if (!writer.incremental) return undefined;

  // Pages whose HTML went from the output (`404.html` moved to a host's top) are written by a whole build.
  const missing = missingPages(outDir);
  const contentStarted = performance.now();
  // The caches take in the edits before the output does: until it has them, the next build is whole.
  removeBuildState(site.cacheDir);
  const edits = await editedPages({
    ...contentOptions(site, {
      contentDir: site.contentDir,
      staticDir: site.staticDir,
      extraSections: options.hiddenSections,
    }),
    onProgress: reporter.progress,
  });
  if (!edits || (await missing)?.size !== 0) return undefined;
  const compiled = edits.pages.length;
  phase(
    'content',
    `${edits.files} pages (${compiled} compiled, ${edits.files - compiled} cached)`,
    contentStarted,
  );

  const renderStarted = performance.now();
  const shell = await buildShell(shelled, client, state.codePages, partials, key);
  const context = documentContext(site, client, shell, (await bootLoader()).file);
  let server: ServerEntry | undefined;
  for (const page of edits.pages) {
    const rel = page.route.slice(1);
    const files = [path.join(rel, 'index.html'), path.join(rel, 'index.json'), `${rel}.md`];
    let previous: PageData;
    try {
      previous = JSON.parse(fs.readFileSync(path.join(outDir, rel, 'index.json'), 'utf8'));
    } catch {
      return undefined;
    }
    const data: PageData = { ...previous, ...page.data };
    let html: string;
    try {
      server ??= (await import(pathToFileURL(shell.serverEntry).href)) as ServerEntry;
      html = await server.renderPageDocument(page.route, data, context);
    } catch {
      // The whole build reports it, at the page's line.
      return undefined;
    }
    writer.write(files[0] as string, html);
    writer.write(files[1] as string, JSON.stringify(data));
    writer.write(files[2] as string, page.markdown);
    writer.edited(files);
  }
  phase(
    'render',
    `${state.pages} pages (${compiled} rendered, ${state.pages - compiled} unchanged)`,
    renderStarted,
  );

  const searchStarted = performance.now();
  const search = compiled
    ? updateEditedPages(site.cacheDir, outDir, edits.pages, site.config.search.synonyms)
    : undefined;
  if (search === false) return undefined;
  if (search) {
    for (const file of search.files) writer.write(file.path, file.contents);
    writer.keep(search.kept);
    phase('search', `${search.records} records (the edited pages' updated)`, searchStarted);
  }

  const filesStarted = performance.now();
  for (const file of staticFiles) writer.copy(path.join(site.staticDir, file), file);
  for (const asset of state.assets) writer.copy(asset.source, asset.output);
  writer.keepPrevious((rel) => Boolean(search) && rel.startsWith(`${searchIndexDir}/`));
  writer.finish();
  if (search) search.save();
  writeBuildState(site.cacheDir, state);
  phase('files', 'the rest of the output as the last build made it', filesStarted);
  return {
    warnings: state.warnings,
    outDir,
    pages: state.pages,
    rendered: compiled,
    seconds: (performance.now() - started) / 1000,
  };
}
