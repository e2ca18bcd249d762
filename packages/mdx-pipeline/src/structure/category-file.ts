import fs from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError } from '../errors.js';
import { describe, expectation } from '../front-matter/issue-words.js';

const categorySchema = z.object({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  collapsible: z.boolean().optional(),
  collapsed: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
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

/** Reads and validates a `_category_.json`, `.yml` or `.yaml` file; errors name the file and the key. */
export function readCategoryFile(absPath: string, file: string): CategoryMeta {
  const text = fs.readFileSync(absPath, 'utf8');
  const raw = file.endsWith('.json') ? parseJson(text, file) : parseYaml(text, file);
  const result = categorySchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue?.path.map(String).join('.') || '(root)';
  let found: unknown = raw;
  for (const part of issue?.path ?? []) found = (found as Record<PropertyKey, unknown> | undefined)?.[part];
  const key0 = String(issue?.path[0]);
  const line =
    text.split('\n').findIndex((l) => l.includes(`"${key0}"`) || l.trimStart().startsWith(`${key0}:`)) + 1 ||
    1;
  const expected =
    issue?.code === 'invalid_union'
      ? 'expected a generated-index link, a doc link with an id, or null'
      : issue
        ? expectation(issue)
        : 'a valid value';
  throw new ContentError(`${key}: ${expected}, found ${describe(found)}`, {
    file,
    line,
    rule: 'category',
  });
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = Number(/at position (\d+)/.exec(message)?.[1] ?? 0);
    throw new ContentError(`not valid JSON: ${message}`, {
      file,
      line: text.slice(0, at).split('\n').length,
      rule: 'category',
    });
  }
}

function parseYaml(text: string, file: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    throw new ContentError(`not valid YAML: ${error.message.split('\n')[0]}`, {
      file,
      line: lineCounter.linePos(error.pos[0]).line,
      rule: 'category',
    });
  }
  return doc.toJS() ?? {};
}
