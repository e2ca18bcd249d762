import { distance } from 'fastest-levenshtein';

export interface ContentErrorPlace {
  file: string;
  line?: number;
  column?: number;
  /** Rule or source that raised the error, e.g. `front-matter` or `micromark-extension-mdx-jsx:unexpected-eof`. */
  rule?: string;
  /** A few lines of the source around the error with a caret under the column. */
  frame?: string;
  /** Further errors in the same file, reported with this one (every invalid front matter key at once). */
  more?: Array<{ line: number; column: number; reason: string; frame?: string }>;
}

/** An error in one content file, with its place. */
export class ContentError extends Error {
  readonly place: ContentErrorPlace;

  constructor(reason: string, place: ContentErrorPlace) {
    super(reason);
    this.name = 'ContentError';
    this.place = place;
  }

  /** `file:line:col: reason (rule)` followed by the code frame, then the same for each further error. */
  format(): string {
    const { file, line, column, rule, frame, more = [] } = this.place;
    return [{ line, column, reason: this.message, frame }, ...more]
      .map((error) => {
        const where = [file, error.line, error.column].filter((part) => part !== undefined).join(':');
        return `${where}: ${error.reason}${rule ? ` (${rule})` : ''}${error.frame ? `\n${error.frame}` : ''}`;
      })
      .join('\n\n');
  }
}

/** Raised when one or more content files cannot be compiled; lists every failing file. */
export class ContentBuildError extends Error {
  readonly errors: ContentError[];

  constructor(errors: ContentError[]) {
    super(
      `${errors.length} content file${errors.length === 1 ? '' : 's'} failed to compile:\n\n${errors.map((e) => e.format()).join('\n\n')}`,
    );
    this.name = 'ContentBuildError';
    this.errors = errors;
  }
}

/** The lines around `line` (1-based) with line numbers and a caret under `column`. */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/**
 * The one of `known` that `key` is likely a typo of, for a "did you mean" hint: a case-blind
 * Levenshtein distance of 1 for keys of up to four letters, else 2 or a third of the key's length.
 */
export function closestKey(key: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let away = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase());
    if (d < away) [best, away] = [candidate, d];
  }
  return away <= (key.length <= 4 ? 1 : Math.max(2, Math.floor(key.length / 3))) ? best : undefined;
}
