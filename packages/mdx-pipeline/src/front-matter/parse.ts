import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ContentError } from '../errors.js';
import { describe, expectation } from './issue-words.js';
import { type FrontMatter, frontMatterSchema, knownFrontMatterKeys } from './schema.js';

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

const fence = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits and validates front matter. Errors name the file, the line and the key. */
export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  const match = fence.exec(source);
  if (!match) return { data: {}, body: source, lineOffset: 0, unknownKeys: [], extra: {}, lineOf: () => 1 };
  const yamlText = match[1] ?? '';
  const lineOffset = match[0].split('\n').length - 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const firstError = doc.errors[0];
  if (firstError) {
    const line = lineCounter.linePos(firstError.pos[0]).line + 1;
    throw new ContentError(`front matter is not valid YAML: ${firstError.message.split('\n')[0]}`, {
      file,
      line,
      rule: 'front-matter',
    });
  }
  /** The file line of a top-level key (the YAML starts on line 2, after `---`). */
  const lineOf = (key: string): number => {
    if (isMap(doc.contents)) {
      for (const pair of doc.contents.items) {
        if (isScalar(pair.key) && pair.key.value === key && pair.key.range) {
          return lineCounter.linePos(pair.key.range[0]).line + 1;
        }
      }
    }
    return 2;
  };
  const raw: unknown = doc.toJS() ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw) || raw === null) {
    throw new ContentError(`front matter: expected a mapping of keys to values, found ${describe(raw)}`, {
      file,
      line: 2,
      rule: 'front-matter',
    });
  }
  const result = frontMatterSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0] as z.core.$ZodIssue;
    const key = issue.path.map(String).join('.') || '(root)';
    const top = String(issue.path[0] ?? '');
    const found = valueAt(raw, issue.path);
    throw new ContentError(`${key}: ${expectation(issue)}, found ${describe(found)}`, {
      file,
      line: lineOf(top),
      rule: 'front-matter',
    });
  }
  const unknown = Object.keys(raw).filter((key) => !knownFrontMatterKeys.has(key));
  return {
    data: result.data,
    body: source.slice(match[0].length),
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
