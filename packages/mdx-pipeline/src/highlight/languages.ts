import { pathToFileURL } from 'node:url';
import { refractor } from 'refractor';
import excelFormula from 'refractor/excel-formula';
import http from 'refractor/http';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';

refractor.register(excelFormula);
refractor.register(http);
refractor.register(jsx);
refractor.register(tsx);

/** Shown as plain text, without a warning (`mermaid`: a diagram's source, as Docusaurus shows it without its mermaid theme). */
const plain = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'output', 'console-output', 'mermaid']);

const aliases: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  curl: 'bash',
  py: 'python',
  yml: 'yaml',
  jsonc: 'json',
  json5: 'json',
  golang: 'go',
  md: 'markdown',
  mdx: 'markdown',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  xlsx: 'excel-formula',
  xls: 'excel-formula',
  excel: 'excel-formula',
  sheets: 'excel-formula',
};

/** The refractor grammar for a fence language, `null` for plain text, `undefined` when unknown. */
export function resolveLanguage(lang: string): string | null | undefined {
  const name = lang.toLowerCase();
  if (plain.has(name)) return null;
  const resolved = aliases[name] ?? name;
  return refractor.registered(resolved) ? resolved : undefined;
}

export { refractor };

const loaded = new Map<string, Promise<void>>();

/** Registers extra Prism grammars by name (`refractor/<name>`), or the module of grammars a file path or URL names; fails with a clear message for an unknown name. */
export function registerLanguages(names: string[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      let pending = loaded.get(name);
      if (!pending) {
        pending = (async () => {
          // A module of grammars (a file, by path or URL): its default export is a Prism syntax
          // function, registered as refractor's own (a Docusaurus site's prism-include-languages).
          if (/^(file:|\/)/.test(name)) {
            const module = await import(name.startsWith('/') ? pathToFileURL(name).href : name);
            refractor.register(module.default ?? module);
            return;
          }
          if (resolveLanguage(name) !== undefined) return;
          if (!/^[a-z\d-]+$/.test(name)) throw new Error(`unknown code language "${name}"`);
          try {
            const grammar = await import(`refractor/${name}`);
            refractor.register(grammar.default);
          } catch {
            throw new Error(`unknown code language "${name}": no Prism grammar of that name`);
          }
        })();
        loaded.set(name, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** Of `names`, those no Prism grammar has (the others are registered). */
export async function unknownCodeLanguages(names: string[]): Promise<string[]> {
  const results = await Promise.allSettled(names.map((name) => registerLanguages([name])));
  return names.filter((_, index) => results[index]?.status === 'rejected');
}
