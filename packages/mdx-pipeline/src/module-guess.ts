const fencedCode = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1/gm;
const importSource = /^import\s+(?:[^;'"]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
/** An `export` that is not a constant with a literal value (which a page reads at build time). */
const exportStatement = /^export\s(?!const\s+\w+\s*=\s*['"\d[{])/m;

/**
 * Whether a page's source looks like it compiles to its own JavaScript module: outside its fenced
 * code, an `import` of something other than a theme component, or an `export` other than a constant.
 * A guess read from the text alone, without parsing (a page can need a module for a component or an
 * expression in its text): a build starts bundling the guessed modules early, and bundles again when
 * the guess was wrong.
 */
export function mayNeedModule(source: string): boolean {
  const text = source.replace(fencedCode, '');
  if (exportStatement.test(text)) return true;
  for (const [, from = ''] of text.matchAll(importSource))
    if (!from.startsWith('@theme/') && from !== '@docusaurus/theme-common') return true;
  return false;
}
