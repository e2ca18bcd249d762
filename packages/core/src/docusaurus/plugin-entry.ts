import { evaluateFile } from './evaluate.js';

const configs = new Map<string, Promise<unknown>>();

/**
 * A remark or rehype plugin of a Docusaurus config, for a compile thread: the config is evaluated
 * again (once per thread) and the plugin taken from its place, with its options bound, so that
 * functions written in the config and options that cannot be copied between threads work too.
 */
export async function configPlugin(configFile: string, at: Array<string | number>): Promise<unknown> {
  if (!configs.has(configFile))
    configs.set(
      configFile,
      evaluateFile(configFile).then((e) => e.value),
    );
  let value = await configs.get(configFile);
  for (const key of at) value = (value as Record<string | number, unknown>)?.[key];
  const [plugin, options] = Array.isArray(value) ? value : [value, undefined];
  if (typeof plugin !== 'function') throw new Error(`no plugin function at ${at.join('.')} of ${configFile}`);
  if (options === undefined) return plugin;
  return function (this: unknown) {
    return plugin.call(this, options);
  };
}
