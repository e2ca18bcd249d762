import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginRef } from '../types.js';
import { importSitePlugin, SitePluginError } from './site-plugins.js';

type Preprocessor = (args: { filePath: string; fileContent: string }) => unknown;

const loaded = new Map<string, Promise<Preprocessor>>();

/**
 * Runs the site's Markdown preprocessor (Docusaurus's `markdown.preprocessor`) on a page's text
 * after its front matter, before it is parsed: what it returns is compiled. An error it throws, or
 * an answer that is not a string, names it. The files it reads with `fs.readFileSync` while it runs
 * (absolute paths) are added to `reads`: the page is made from them too.
 */
export async function preprocess(
  ref: PluginRef | undefined,
  body: string,
  file: { contentDir: string; path: string },
  reads?: Set<string>,
): Promise<string> {
  if (!ref) return body;
  const key = JSON.stringify(ref);
  let fn = loaded.get(key);
  if (!fn) {
    fn = importSitePlugin(ref, 'preprocessor') as Promise<Preprocessor>;
    loaded.set(key, fn);
  }
  const name = ref.name ?? ref.module;
  let result: unknown;
  try {
    const run = await fn;
    const args = { filePath: path.join(file.contentDir, file.path), fileContent: body };
    result = await (reads ? recordingReads(() => run(args), reads) : run(args));
  } catch (error) {
    throw error instanceof SitePluginError ? error : new SitePluginError(name, 'preprocessor', error);
  }
  if (typeof result !== 'string')
    throw new SitePluginError(name, 'preprocessor', `it returned ${typeof result}, not the page's text`);
  return result;
}

/**
 * Runs `fn`, adding the files that `fs.readFileSync` reads meanwhile to `reads`. Docusaurus's
 * preprocessor is synchronous: what it reads, it reads during the call, when nothing else runs.
 */
function recordingReads<T>(fn: () => T, reads: Set<string>): T {
  const original = fs.readFileSync;
  fs.readFileSync = function readFileSync(this: unknown, file: unknown, ...rest: unknown[]) {
    if (typeof file === 'string') reads.add(path.resolve(file));
    else if (file instanceof URL && file.protocol === 'file:') reads.add(fileURLToPath(file));
    return (original as (...args: unknown[]) => unknown).call(this, file, ...rest);
  } as typeof fs.readFileSync;
  // Modules that import `readFileSync` by name (ESM) see it too.
  syncBuiltinESMExports();
  try {
    return fn();
  } finally {
    fs.readFileSync = original;
    syncBuiltinESMExports();
  }
}
