import fs from 'node:fs';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError, closestKey, codeFrame } from '../errors.js';
import { booleanLike, numberLike } from '../front-matter/converted.js';
import { describe, expectation } from '../front-matter/issue-words.js';
import type { PipelineWarning } from '../types.js';

const categorySchema = z.object({
  label: z.string().min(1).optional(),
  position: numberLike(z.number()).optional(),
  collapsible: booleanLike().optional(),
  collapsed: booleanLike().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  /** Docusaurus's sidebar item key (accepted). */
  key: z.string().optional(),
  link: z
    .union([
      z.object({
        type: z.literal('generated-index'),
        title: z.string().optional(),
        description: z.string().optional(),
        slug: z.string().optional(),
        keywords: z.array(z.string()).optional(),
        image: z.string().optional(),
      }),
      z.object({ type: z.literal('doc'), id: z.string().min(1) }),
      z.null(),
    ])
    .optional(),
});

/** The contents of a `_category_.json` (or `.yml`) file. */
export type CategoryMeta = z.infer<typeof categorySchema>;

/**
 * Reads and validates a `_category_.json`, `.yml` or `.yaml` file; errors name the file, the line
 * and column and the key. An unknown key is ignored, and told to `warn` with the key it is likely a
 * typo of.
 */
export function readCategoryFile(
  absPath: string,
  file: string,
  warn?: (warning: PipelineWarning) => void,
  /** The file's text, when already read. */
  text = fs.readFileSync(absPath, 'utf8'),
): CategoryMeta {
  const fail = (reason: string, offset: number): never => {
    const before = text.slice(0, offset).split('\n');
    const line = before.length;
    const column = (before.at(-1)?.length ?? 0) + 1;
    throw new ContentError(reason, {
      file,
      line,
      column,
      rule: 'category',
      frame: codeFrame(text, line, column),
    });
  };
  const json = file.endsWith('.json');
  const raw = json ? parseJson(text, fail) : parseYaml(text, fail);
  const result = categorySchema.safeParse(raw);
  if (result.success) {
    for (const key of Object.keys(raw as object).filter((key) => !(key in categorySchema.shape))) {
      const meant = closestKey(key, Object.keys(categorySchema.shape));
      warn?.({
        file,
        line: text.slice(0, valueOffset(text, key, json)).split('\n').length,
        message: `unknown category key "${key}" (ignored${meant ? `; did you mean "${meant}"?` : ''})`,
      });
    }
    return result.data;
  }
  const issue = result.error.issues[0];
  const key = issue?.path.map(String).join('.') || '(root)';
  let found: unknown = raw;
  for (const part of issue?.path ?? []) found = (found as Record<PropertyKey, unknown> | undefined)?.[part];
  const expected =
    issue?.code === 'invalid_union'
      ? 'expected a generated-index link, a doc link with an id, or null'
      : issue
        ? expectation(issue)
        : 'a valid value';
  return fail(`${key}: ${expected}, found ${describe(found)}`, valueOffset(text, issue?.path[0], json));
}

/** Where the value of a top-level key starts in the JSON or YAML text (the start of the text when not found). */
function valueOffset(text: string, key: PropertyKey | undefined, json: boolean): number {
  if (key === undefined) return 0;
  const name = String(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(json ? `"${name}"\\s*:\\s*` : `^["']?${name}["']?\\s*:[ \\t]*`, 'm').exec(text);
  return match ? match.index + match[0].length : 0;
}

function parseJson(text: string, fail: (reason: string, offset: number) => never): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    return fail(`not valid JSON: ${message}`, Number(/at position (\d+)/.exec(message)?.[1] ?? 0));
  }
}

function parseYaml(text: string, fail: (reason: string, offset: number) => never): unknown {
  const doc = parseDocument(text, { prettyErrors: false });
  const error = doc.errors[0];
  if (error) fail(`not valid YAML: ${error.message.split('\n')[0]}`, error.pos[0]);
  return doc.toJS() ?? {};
}
