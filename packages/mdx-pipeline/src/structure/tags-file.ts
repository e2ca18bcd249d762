import fs from 'node:fs';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError } from '../errors.js';
import { describe, expectation } from '../front-matter/issue-words.js';
import { kebab } from './paths.js';

/** A tag defined in a tags file. */
export interface TagDefinition {
  label: string;
  /** Path under the section's `tags/` route, with a leading slash: `/api-premium`. */
  permalink: string;
  description?: string;
}

const entrySchema = z
  .strictObject({
    label: z.string().min(1).optional(),
    permalink: z.string().min(1).optional(),
    description: z.string().optional(),
  })
  .nullable();

/**
 * Reads a Docusaurus tags file (`tags.yml`: `key: {label, permalink, description}`, every field
 * optional): a label defaults to the key capitalised, a permalink to `/<key in kebab case>`. Errors
 * name the file, the line and the key; two tags with one permalink are an error.
 */
export function readTagsFile(absPath: string, file: string): Map<string, TagDefinition> {
  const text = fs.readFileSync(absPath, 'utf8');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const fail = (message: string, pos = 0): never => {
    throw new ContentError(message, { file, line: lineCounter.linePos(pos).line, rule: 'tags' });
  };
  const yamlError = doc.errors[0];
  if (yamlError) fail(`not valid YAML: ${yamlError.message.split('\n')[0]}`, yamlError.pos[0]);
  const tags = new Map<string, TagDefinition>();
  if (doc.contents === null) return tags;
  if (!isMap(doc.contents)) return fail('expected a mapping of tag keys to tags');
  const permalinks = new Map<string, string>();
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const at = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
    const raw = (pair.value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? null;
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0] as z.core.$ZodIssue;
      const field = issue.path.map(String).join('.');
      const found = field ? (raw as Record<string, unknown>)[field] : raw;
      fail(`${key}${field ? `.${field}` : ''}: ${expectation(issue)}, found ${describe(found)}`, at);
    }
    const entry = parsed.data ?? {};
    const permalink = entry.permalink ?? `/${kebab(key)}`;
    const label = entry.label ?? key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    const taken = permalinks.get(permalink);
    if (taken) fail(`${key}: permalink ${permalink} is also the permalink of ${taken}`, at);
    permalinks.set(permalink, key);
    tags.set(key, { label, permalink, ...(entry.description ? { description: entry.description } : {}) });
  }
  return tags;
}
