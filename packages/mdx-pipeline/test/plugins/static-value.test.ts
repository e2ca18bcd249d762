import { parseExpressionAt } from 'acorn';
import type { Expression } from 'estree';
import { describe, expect, it } from 'vitest';
import { evaluate, notStatic, renderedText } from '../../src/plugins/static-value.js';

const scope = new Map<string, unknown>([
  ['freeCredits', 100],
  ['plans', ['Free', 'Starter', 'Trader']],
  ['limits', { free: 100, starter: 10_000 }],
  ['name', 'Market Data'],
  ['beta', false],
]);
const parse = (source: string) =>
  parseExpressionAt(source, 0, { ecmaVersion: 'latest' }) as unknown as Expression;
/** What JavaScript itself gives for the expression, with the same names in scope. */
const javascript = (source: string) =>
  new Function(...scope.keys(), `return (${source});`)(...scope.values()) as unknown;

describe('static values', () => {
  it.each([
    'freeCredits * 2 / 2',
    'freeCredits ** 2 % 7 - -3',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template string, as a writer types it
    '`${plans[1]} plan, ${freeCredits} credits`',
    'plans.length',
    "plans.join(', ')",
    'plans[plans.length - 1].toUpperCase()',
    'limits.starter / limits.free',
    "limits['free'] + 1",
    "limits.starter.toLocaleString('en-US')",
    '(freeCredits / 3).toFixed(2)',
    'Math.round(freeCredits / 3) + Math.max(1, 5, 3)',
    "beta ? 'on' : 'off'",
    "beta && 'shown'",
    'beta || name.trim().toLowerCase()',
    "undefined ?? 'fallback'",
    'freeCredits >= 100 && freeCredits !== 99',
    "'a' + 1 + 2",
    '!beta',
    '[1, 2, 3]',
    '({ a: 1, b: [name] })',
    'name.length',
  ])('%s as JavaScript evaluates it', (source) => {
    expect(evaluate(parse(source), scope)).toEqual(javascript(source));
  });

  it.each([
    'new Date().getFullYear()',
    'Date.now()',
    'window.innerWidth',
    'unknownName',
    'plans.map((plan) => plan)',
    'freeCredits.toLocaleString()',
    'limits.toString()',
    'name.constructor',
    '/regex/.source',
    '[...plans]',
    'fetch(url)',
  ])('%s is left to run in the browser', (source) => {
    expect(evaluate(parse(source), scope)).toBe(notStatic);
  });

  it('shows a value as React does: strings and numbers, nothing for booleans and nullish, arrays item by item', () => {
    expect([100, 'x', true, false, null, undefined, ['a', 1, false, 'b']].map(renderedText)).toEqual([
      '100',
      'x',
      '',
      '',
      '',
      '',
      'a1b',
    ]);
    expect(renderedText({ a: 1 })).toBeUndefined();
  });
});
