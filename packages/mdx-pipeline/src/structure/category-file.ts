import fs from 'node:fs';
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

/** The contents of a `_category_.json` file. */
export type CategoryMeta = z.infer<typeof categorySchema>;

/** Reads and validates a `_category_.json` file; errors name the file and the key. */
export function readCategoryFile(absPath: string, file: string): CategoryMeta {
  let raw: unknown;
  const text = fs.readFileSync(absPath, 'utf8');
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = Number(/at position (\d+)/.exec(message)?.[1] ?? 0);
    throw new ContentError(`not valid JSON: ${message}`, {
      file,
      line: text.slice(0, at).split('\n').length,
      rule: 'category',
    });
  }
  const result = categorySchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue?.path.map(String).join('.') || '(root)';
  let found: unknown = raw;
  for (const part of issue?.path ?? []) found = (found as Record<PropertyKey, unknown> | undefined)?.[part];
  const line = text.split('\n').findIndex((l) => l.includes(`"${String(issue?.path[0])}"`)) + 1 || 1;
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
