import type { CompiledPage, CompileInput, CompilerOptions } from './compile-page.js';

/**
 * Compiles one page (see `compile-page.ts`). The compiler and its parsers load on first use, so a
 * build served entirely from the cache never loads them.
 */
export async function compilePage(input: CompileInput, options: CompilerOptions): Promise<CompiledPage> {
  const compiler = await import('./compile-page.js');
  return compiler.compilePage(input, options);
}
