/** The package of an import specifier (`@scope/name/sub` → `@scope/name`); a path stays as it is. */
export function packageName(specifier: string): string {
  const base = specifier.replace(/^file:\/\//, '');
  if (base.startsWith('/') || base.startsWith('.')) return base;
  const parts = base.split('/');
  return base.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? base);
}

/** The package (or file) a `Cannot find module` error names, if it is one. */
export function missingModule(error: unknown): string | undefined {
  const found = /Cannot find (?:package|module) '([^']+)'/.exec(String((error as Error)?.message ?? ''));
  return found?.[1] ? packageName(found[1]) : undefined;
}

/** esbuild's errors as `file:line:col: text` with the line and a caret under the column. */
export function esbuildErrors(error: unknown): string {
  const errors = (
    error as {
      errors?: Array<{
        text: string;
        location?: { file: string; line: number; column: number; lineText: string } | null;
      }>;
    }
  ).errors;
  if (!errors?.length) return String((error as Error).message ?? error);
  return errors
    .map((e) =>
      e.location
        ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}\n  ${e.location.lineText}\n  ${' '.repeat(e.location.column)}^`
        : e.text,
    )
    .join('\n');
}
