import type { Directive, ModuleDeclaration, Statement } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { pageState } from './context.js';

const themeCommonHelpers = new Set(['useCurrentSidebarCategory']);

/**
 * Reads the page's ESM: default imports from `@theme/*` bind local names to theme components and
 * `useCurrentSidebarCategory` from `@docusaurus/theme-common` is understood. Anything else (other
 * imports, exports) means the page carries its own JavaScript.
 */
export function remarkThemeImports() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    for (const node of tree.children as RootContent[]) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') {
          state.codeReasons.push(`${statement.type} at line ${node.position?.start.line}`);
          for (const name of declaredNames(statement)) state.moduleNames.add(name);
          continue;
        }
        const source = String(statement.source.value);
        if (source.startsWith('@theme/')) {
          const component = source.slice('@theme/'.length);
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
        } else {
          state.codeReasons.push(`import from ${source}`);
          for (const specifier of statement.specifiers) state.moduleNames.add(specifier.local.name);
        }
      }
    }
  };
}

/** Drops the ESM blocks of a page rendered as data (their imports were resolved to the theme's map). */
export function removeEsm(tree: Root): void {
  tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm');
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
