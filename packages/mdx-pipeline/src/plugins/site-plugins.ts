import { pathToFileURL } from 'node:url';
import type { Pluggable, Plugin, Transformer } from 'unified';
import type { PluginRef } from '../types.js';

/** A site plugin that failed while it was set up or run; the compiler names it and the page. */
export class SitePluginError extends Error {
  override readonly name = 'SitePluginError';
  constructor(
    readonly plugin: string,
    readonly kind: 'remark' | 'rehype' | 'preprocessor',
    cause: unknown,
  ) {
    super(`${kind} plugin "${plugin}" failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** The function a plugin's module exports by default; a module that is missing or has none is named in the error. */
export async function importSitePlugin(ref: PluginRef, kind: SitePluginError['kind']): Promise<Plugin> {
  const name = ref.name ?? ref.module;
  const specifier = /^[/\\]|^[a-zA-Z]:[/\\]/.test(ref.module) ? pathToFileURL(ref.module).href : ref.module;
  let module: { default?: unknown };
  try {
    module = await import(specifier);
  } catch (error) {
    throw new SitePluginError(name, kind, `it could not be loaded (${(error as Error).message})`);
  }
  if (typeof module.default !== 'function')
    throw new SitePluginError(name, kind, 'its module has no default export that is a function');
  return module.default as Plugin;
}

/** Imports the site's plugins, each wrapped so that its errors name it. */
export async function loadSitePlugins(refs: PluginRef[], kind: 'remark' | 'rehype'): Promise<Pluggable[]> {
  return Promise.all(
    refs.map(async (ref): Promise<Pluggable> => {
      const plugin = await importSitePlugin(ref, kind);
      return [named(plugin, ref.name ?? ref.module, kind), ref.options];
    }),
  );
}

/** Wraps a plugin so that an error thrown by it, or by the transform it returns, names it. */
function named(plugin: Plugin, name: string, kind: 'remark' | 'rehype'): Plugin {
  const fail = (error: unknown) => {
    throw error instanceof SitePluginError ? error : new SitePluginError(name, kind, error);
  };
  return function (this: unknown, ...args: unknown[]) {
    let transformer: Transformer | undefined;
    try {
      transformer = (plugin as (...a: unknown[]) => Transformer | undefined).apply(this, args);
    } catch (error) {
      fail(error);
    }
    if (typeof transformer !== 'function') return transformer;
    const run = transformer;
    const guarded = (tree: unknown, file: unknown, next?: unknown) => {
      try {
        const result = (run as (...a: unknown[]) => unknown)(tree, file, next);
        return result instanceof Promise ? result.catch(fail) : result;
      } catch (error) {
        return fail(error);
      }
    };
    // unified passes a callback only to transforms that declare a third parameter: keep the arity.
    return run.length > 2
      ? (tree: unknown, file: unknown, next: unknown) => guarded(tree, file, next)
      : (tree: unknown, file: unknown) => guarded(tree, file);
  } as Plugin;
}
