import fs from 'node:fs';
import path from 'node:path';
import type { Directive, ImportDeclaration, ModuleDeclaration, Statement } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { lineOf, type PageState, pageState } from './context.js';
import { evaluate, notStatic } from './static-value.js';

const themeCommonHelpers = new Set(['useCurrentSidebarCategory']);

/**
 * Reads the page's ESM: default imports from `@theme/*` bind local names to theme components,
 * `useCurrentSidebarCategory` from `@docusaurus/theme-common` is understood and `export const`s whose
 * values are known at build time become the page's constants. Anything else (other imports, other
 * exports) means the page carries its own JavaScript. Each ESM node is read once.
 */
export function remarkThemeImports() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    for (const node of tree.children as RootContent[]) {
      if (node.type !== 'mdxjsEsm') continue;
      // Read once: it runs again after the site's remark plugins, for the imports they add.
      if (!node.data) node.data = {};
      const data = node.data as { mddRead?: boolean };
      if (data.mddRead) continue;
      data.mddRead = true;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') {
          if (defineConstants(statement, state.constants)) continue;
          state.codeReasons.push(`${statement.type} at line ${statement.loc?.start.line ?? lineOf(node)}`);
          for (const name of declaredNames(statement)) state.moduleNames.add(name);
          continue;
        }
        const source = String(statement.source.value);
        if (source.startsWith('@theme/')) {
          const component = source.slice('@theme/'.length);
          if (component === 'Mermaid' && state.site.mermaid) state.usesMermaid = true;
          for (const specifier of statement.specifiers) {
            if (specifier.type === 'ImportDefaultSpecifier')
              state.components.set(specifier.local.name, component);
            else state.codeReasons.push(`named import from ${source}`);
          }
        } else if (
          source === '@docusaurus/theme-common' &&
          statement.specifiers.every(
            (s) => s.type === 'ImportSpecifier' && themeCommonHelpers.has(s.local.name),
          )
        ) {
          // understood: only used as `useCurrentSidebarCategory().items` on DocCardList
          for (const specifier of statement.specifiers) state.moduleNames.add(specifier.local.name);
        } else {
          if (source.startsWith('.') && state.site.checkImports !== false)
            checkRelativeImport(source, statement, state, file);
          if (partialFile.test(source)) recordPartial(source, statement, state);
          state.codeReasons.push(`import from ${source}`);
          for (const specifier of statement.specifiers) state.moduleNames.add(specifier.local.name);
        }
      }
    }
  };
}

const partialFile = /\.mdx?$/;

/**
 * `import Intro from './_intro.mdx'` (or from `@site/...` when the site has a folder for it): the
 * local name of a partial, by its file, for the page's text.
 */
function recordPartial(source: string, statement: ImportDeclaration, state: PageState) {
  const specifier = source.replace(/\\_/g, '_');
  const { contentDir, siteDir } = state.site;
  const file = specifier.startsWith('.')
    ? path.resolve(contentDir, path.dirname(state.file), specifier)
    : siteDir && specifier.startsWith('@site/')
      ? path.join(siteDir, specifier.slice('@site/'.length))
      : undefined;
  if (!file) return;
  for (const imported of statement.specifiers)
    if (imported.type === 'ImportDefaultSpecifier') state.partials.set(imported.local.name, file);
}

/** What a bundler tries after a relative import without its extension. */
const importExtensions = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.json', '.mdx', '.md'];

/**
 * A relative import must name a file beside the page: otherwise the bundler would fail later on the
 * compiled module, naming a cache file instead of the page.
 */
function checkRelativeImport(source: string, statement: ImportDeclaration, state: PageState, file: VFile) {
  const base = path.resolve(state.site.contentDir, path.dirname(state.file), source);
  const candidates = [
    ...importExtensions.map((extension) => base + extension),
    ...importExtensions.slice(1).map((extension) => path.join(base, `index${extension}`)),
  ];
  if (candidates.some((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile())) return;
  const start = statement.source.loc?.start;
  file.fail(
    `cannot find \`${source}\`: no file \`${path.relative(state.site.contentDir, base)}\`, with or without an extension, beside the page`,
    {
      place: start ? { line: start.line, column: start.column + 1 } : undefined,
      source: 'mdx-pipeline',
      ruleId: 'missing-import',
    },
  );
}

/** Drops the ESM blocks of a page rendered as data (their imports were resolved to the theme's map). */
export function removeEsm(tree: Root): void {
  tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm');
}

/**
 * `export const a = 1, b = a * 2`: records the values and returns true when every one is known at
 * build time; records nothing otherwise.
 */
function defineConstants(
  statement: ModuleDeclaration | Statement | Directive,
  constants: Map<string, unknown>,
) {
  if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration')
    return false;
  const { declaration } = statement;
  if (declaration.kind !== 'const') return false;
  const values = new Map(constants);
  for (const declarator of declaration.declarations) {
    if (declarator.id.type !== 'Identifier') return false;
    const value = evaluate(declarator.init ?? null, values);
    if (value === notStatic) return false;
    values.set(declarator.id.name, value);
  }
  for (const [name, value] of values) constants.set(name, value);
  return true;
}

function declaredNames(statement: ModuleDeclaration | Statement | Directive): string[] {
  if (statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ExportDefaultDeclaration') return [];
  const declaration = statement.declaration;
  if (declaration?.type === 'VariableDeclaration')
    return declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
  return declaration && 'id' in declaration && declaration.id?.type === 'Identifier'
    ? [declaration.id.name]
    : [];
}
