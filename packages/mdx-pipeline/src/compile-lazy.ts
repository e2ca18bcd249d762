import type { CompiledPage, CompileInput, CompilerOptions } from './compile-page.js';

/** Loads the compiler and its parsers (once); a lazy build starts this early so the first page asked for does not wait. */
export const loadCompiler = () => import('./compile-page.js');

/**
 * Compiles one page (see `compile-page.ts`). The compiler and its parsers load on first use, so a
 * build served entirely from the cache never loads them.
 */
export async function compilePage(input: CompileInput, options: CompilerOptions): Promise<CompiledPage> {
  const compiler = await loadCompiler();
  return compiler.compilePage(input, options);
}
