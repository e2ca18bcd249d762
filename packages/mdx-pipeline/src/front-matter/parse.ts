import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { ContentError, codeFrame } from '../errors.js';
import { describe, expectation } from './issue-words.js';
import { type FrontMatter, frontMatterSchema, knownFrontMatterKeys } from './schema.js';
import { parseSimpleYaml } from './simple-yaml.js';

export interface ParsedFrontMatter {
  data: FrontMatter;
  /** The document body after the front matter block. */
  body: string;
  /** Number of lines the front matter block takes, so body positions can be mapped back to the file. */
  lineOffset: number;
  unknownKeys: Array<{ key: string; line: number }>;
  /** The values of the unknown keys. */
  extra: Record<string, unknown>;
  /** The file line of a top-level key (2 when it is not there). */
  lineOf(key: string): number;
}

const fence = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits and validates front matter. Errors name the file, the line and column of the value, and the key. */
export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  const match = fence.exec(source);
  if (!match) return { data: {}, body: source, lineOffset: 0, unknownKeys: [], extra: {}, lineOf: () => 1 };
  const yamlText = match[1] ?? '';
  const lineOffset = match[0].split('\n').length - 1;
  const simple = parseSimpleYaml(yamlText);
  const checked = simple && frontMatterSchema.safeParse(simple.data);
  if (simple && checked?.success)
    return parsed(source, match[0].length, lineOffset, simple.data, checked.data, (key) => {
      const line = simple.lines.get(key);
      return line === undefined ? 2 : line + 2;
    });
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  /** The file position of an offset in the YAML (which starts on line 2, after `---`). */
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  type Failure = { reason: string; line: number; column: number };
  /** Throws the first failure, framed, with the others as its `more`. */
  function fail(...[first, ...others]: [Failure, ...Failure[]]): never {
    const frame = ({ line, column }: Failure) => codeFrame(source, line, column);
    throw new ContentError(first.reason, {
      file,
      line: first.line,
      column: first.column,
      rule: 'front-matter',
      frame: frame(first),
      ...(others.length ? { more: others.map((other) => ({ ...other, frame: frame(other) })) } : {}),
    });
  }
  const firstError = doc.errors[0];
  if (firstError)
    fail({
      reason: `front matter is not valid YAML: ${firstError.message.split('\n')[0]}`,
      ...at(firstError.pos[0]),
    });
  /** Where the value at `path` is written (else its key, else the start of the front matter). */
  const placeOf = (path: PropertyKey[]) => {
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true) as { range?: number[] } | undefined;
      const start = node?.range?.[0];
      if (start !== undefined) return at(start);
    }
    return keyPlace(String(path[0] ?? '')) ?? { line: 2, column: 1 };
  };
  const keyPlace = (key: string) => {
    if (!isMap(doc.contents)) return undefined;
    for (const pair of doc.contents.items)
      if (isScalar(pair.key) && pair.key.value === key && pair.key.range) return at(pair.key.range[0]);
    return undefined;
  };
  const raw: unknown = doc.toJS() ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw) || raw === null)
    fail({
      reason: `front matter: expected a mapping of keys to values, found ${describe(raw)}`,
      line: 2,
      column: 1,
    });
  const result = frontMatterSchema.safeParse(raw);
  if (!result.success) {
    const [first, ...others] = result.error.issues.map((issue) => ({
      reason: `${issue.path.map(String).join('.') || '(root)'}: ${expectation(issue)}, found ${describe(valueAt(raw, issue.path))}`,
      ...placeOf(issue.path),
    }));
    fail(first as Failure, ...others);
  }
  return parsed(
    source,
    match[0].length,
    lineOffset,
    raw as object,
    result.data,
    (key) => keyPlace(key)?.line ?? 2,
  );
}

function parsed(
  source: string,
  bodyStart: number,
  lineOffset: number,
  raw: object,
  data: FrontMatter,
  lineOf: (key: string) => number,
): ParsedFrontMatter {
  const unknown = Object.keys(raw).filter((key) => !knownFrontMatterKeys.has(key));
  return {
    data,
    body: source.slice(bodyStart),
    lineOffset,
    unknownKeys: unknown.map((key) => ({ key, line: lineOf(key) })),
    extra: Object.fromEntries(unknown.map((key) => [key, (raw as Record<string, unknown>)[key]])),
    lineOf,
  };
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let current = value;
  for (const key of path) current = (current as Record<PropertyKey, unknown> | undefined)?.[key];
  return current;
}
