import path from 'node:path';
import type { PluginRef } from '../types.js';
import { importSitePlugin, SitePluginError } from './site-plugins.js';

type Preprocessor = (args: { filePath: string; fileContent: string }) => unknown;

const loaded = new Map<string, Promise<Preprocessor>>();

/**
 * Runs the site's Markdown preprocessor (Docusaurus's `markdown.preprocessor`) on a page's text
 * after its front matter, before it is parsed: what it returns is compiled. An error it throws, or
 * an answer that is not a string, names it.
 */
export async function preprocess(
  ref: PluginRef | undefined,
  body: string,
  file: { contentDir: string; path: string },
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
    result = await (await fn)({ filePath: path.join(file.contentDir, file.path), fileContent: body });
  } catch (error) {
    throw error instanceof SitePluginError ? error : new SitePluginError(name, 'preprocessor', error);
  }
  if (typeof result !== 'string')
    throw new SitePluginError(name, 'preprocessor', `it returned ${typeof result}, not the page's text`);
  return result;
}
