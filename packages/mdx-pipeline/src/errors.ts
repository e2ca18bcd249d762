export interface ContentErrorPlace {
  file: string;
  line?: number;
  column?: number;
  /** Rule or source that raised the error, e.g. `front-matter` or `micromark-extension-mdx-jsx:unexpected-eof`. */
  rule?: string;
  /** A few lines of the source around the error with a caret under the column. */
  frame?: string;
}

/** An error in one content file, with its place. */
export class ContentError extends Error {
  readonly place: ContentErrorPlace;

  constructor(reason: string, place: ContentErrorPlace) {
    super(reason);
    this.name = 'ContentError';
    this.place = place;
  }

  /** `file:line:col: reason (rule)` followed by the code frame. */
  format(): string {
    const { file, line, column, rule, frame } = this.place;
    const where = [file, line, column].filter((part) => part !== undefined).join(':');
    return `${where}: ${this.message}${rule ? ` (${rule})` : ''}${frame ? `\n${frame}` : ''}`;
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
