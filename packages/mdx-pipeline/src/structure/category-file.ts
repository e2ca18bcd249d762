import fs from 'node:fs';
import { z } from 'zod';
import { ContentError, codeFrame } from '../errors.js';
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

/** The contents of a `_category_.json` file. */
export type CategoryMeta = z.infer<typeof categorySchema>;

/** Reads and validates a `_category_.json` file; errors name the file, the line and column and the key. */
export function readCategoryFile(absPath: string, file: string): CategoryMeta {
  let raw: unknown;
  const text = fs.readFileSync(absPath, 'utf8');
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
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    fail(`not valid JSON: ${message}`, Number(/at position (\d+)/.exec(message)?.[1] ?? 0));
  }
  const result = categorySchema.safeParse(raw);
  if (result.success) return result.data;
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
  return fail(`${key}: ${expected}, found ${describe(found)}`, valueOffset(text, issue?.path[0]));
}

/** Where the value of a top-level key starts in the JSON text (the start of the text when not found). */
function valueOffset(text: string, key: PropertyKey | undefined): number {
  if (key === undefined) return 0;
  const match = new RegExp(`"${String(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:\\s*`).exec(text);
  return match ? match.index + match[0].length : 0;
}
