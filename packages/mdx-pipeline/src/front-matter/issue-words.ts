import type { z } from 'zod';

/** What a schema issue expected, as words: `expected a number`. */
export function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${article(issue.expected)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string' ? 'expected a non-empty string' : `expected at least ${issue.minimum}`;
    case 'too_big':
      return `expected at most ${issue.maximum}`;
    case 'invalid_union':
      return 'expected a string or an object with a label';
    default:
      return `expected ${issue.message.toLowerCase()}`;
  }
}

function article(type: string): string {
  if (type === 'array') return 'a list';
  if (type === 'object' || type === 'record') return 'a mapping';
  if (type === 'int') return 'an integer';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** A short description of a found value: its type and, for scalars, the value itself. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list (${JSON.stringify(value).slice(0, 40)})`;
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  return `the ${typeof value} ${String(value)}`;
}
