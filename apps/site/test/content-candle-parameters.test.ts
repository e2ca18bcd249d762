import type { Nodes, RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { type ContentSource, readContentSources, textOf, walkMdast } from './content-sources';

/**
 * The candles pages of the API (stocks, indices, funds) and of the Go SDK state the same parameter
 * rules. The rules come from the API fact sheet: `resolution` and `symbol` are required, the date
 * parameters `from`, `to` and `countback` are optional on every candles endpoint, and the Go setters
 * mirror the endpoint they call. Each page's rules are parsed from what the page says ("Required." or
 * "Optional." in a parameter's description, first word of a setter's description).
 */
const facts: Record<string, 'required' | 'optional'> = {
  resolution: 'required',
  symbol: 'required',
  from: 'optional',
  to: 'optional',
  countback: 'optional',
  date: 'optional',
};
const assets = ['stocks', 'indices', 'funds'];

const pages = new Map(readContentSources().map((page) => [page.file, page]));

function page(file: string): ContentSource {
  const found = pages.get(file);
  if (!found) throw new Error(`no page ${file}`);
  return found;
}

/** The top-level nodes from a `## heading` matching `title` to the next `##`. */
function section(source: ContentSource, title: RegExp): RootContent[] {
  const top = source.tree.children;
  const start = top.findIndex((n) => n.type === 'heading' && n.depth === 2 && title.test(textOf(n)));
  if (start === -1) return [];
  const end = top.findIndex((n, i) => i > start && n.type === 'heading' && n.depth === 2);
  return top.slice(start + 1, end === -1 ? undefined : end);
}

function ruleOf(text: string): string {
  const word = /\b(Required|Optional)\b/.exec(text)?.[1];
  return word ? word.toLowerCase() : 'not stated';
}

/** `name -> rule` of an API page's Request Parameters: each `- **name** \`type\`` item and its text. */
function apiRules(source: ContentSource): Map<string, string> {
  const rules = new Map<string, string>();
  for (const node of section(source, /^Request Parameters$/).flatMap((n) => [...walkMdast(n as Nodes)])) {
    if (node.type !== 'listItem') continue;
    const [head, ...rest] = node.children;
    const strong = head?.type === 'paragraph' ? head.children[0] : undefined;
    if (strong?.type !== 'strong') continue;
    const description = rest
      .filter((n) => n.type === 'paragraph')
      .map(textOf)
      .join(' ');
    rules.set(textOf(strong), ruleOf(description));
  }
  return rules;
}

/** `Setter -> rule` of a Go page: the first words of each setter's description. */
function goRules(source: ContentSource): Map<string, string> {
  const rules = new Map<string, string>();
  let setter: string | undefined;
  for (const node of section(source, /Setter Methods$/)) {
    if (node.type === 'heading' && node.depth === 3) setter = textOf(node);
    else if (setter && node.type === 'paragraph') {
      const text = textOf(node);
      rules.set(setter, /^Do not call\b/.test(text) ? 'do not call' : ruleOf(text.split('.')[0] ?? ''));
      setter = undefined;
    }
  }
  return rules;
}

describe('candles pages: parameter rules', () => {
  it('states on each API candles page whether every parameter is required, as the facts say', () => {
    const failures: string[] = [];
    for (const asset of assets) {
      const file = `api/${asset}/candles.mdx`;
      const rules = apiRules(page(file));
      for (const name of ['resolution', 'symbol', 'from', 'to', 'countback']) {
        const rule = rules.get(name);
        if (rule !== facts[name])
          failures.push(`${file}: ${name} is ${rule ?? 'missing'}, the facts say ${facts[name]}`);
      }
      for (const [name, rule] of rules)
        if (rule === 'not stated') failures.push(`${file}: ${name} says neither Required nor Optional`);
    }
    expect(failures, 'API candles parameter rules').toEqual([]);
  });

  it('gives each parameter the same rule on every API candles page', () => {
    const seen = new Map<string, Set<string>>();
    for (const asset of [...assets, 'stocks-bulk']) {
      const file = asset === 'stocks-bulk' ? 'api/stocks/bulkcandles.mdx' : `api/${asset}/candles.mdx`;
      for (const [name, rule] of apiRules(page(file))) {
        if (name === 'symbols') continue; // bulk only: required unless snapshot=true
        seen.set(name, new Set([...(seen.get(name) ?? []), `${rule} (${file})`]));
      }
    }
    const mixed = [...seen]
      .filter(([, rules]) => new Set([...rules].map((r) => r.split(' (')[0])).size > 1)
      .map(([name, rules]) => `${name}: ${[...rules].join(', ')}`);
    expect(mixed, 'parameters with different rules on different pages').toEqual([]);
  });

  it('marks every Go candles setter required or optional, matching the endpoint it calls', () => {
    const failures: string[] = [];
    for (const asset of assets) {
      const file = `sdk/go/${asset}/candles.mdx`;
      const go = goRules(page(file));
      const api = apiRules(page(`api/${asset}/candles.mdx`));
      if (go.size < 6) failures.push(`${file}: found ${go.size} setters`);
      for (const [setter, rule] of go) {
        const param = setter.toLowerCase();
        if (rule === 'not stated')
          failures.push(`${file}: ${setter} does not start with "Required." or "Optional."`);
        const expected = api.get(param) ?? facts[param];
        if (expected && rule !== 'do not call' && rule !== expected)
          failures.push(`${file}: ${setter} is ${rule}, the endpoint's ${param} is ${expected}`);
      }
    }
    expect(failures, 'Go candles setter rules').toEqual([]);
  });

  it('reads the rules it checks (a page without them fails)', () => {
    const empty = { ...page('api/stocks/candles.mdx'), tree: { type: 'root' as const, children: [] } };
    expect(apiRules(empty).size).toBe(0);
    expect(goRules(page('sdk/go/funds/candles.mdx')).get('AdjustSplits')).toBe('do not call');
    expect(goRules(page('sdk/go/stocks/candles.mdx')).get('Resolution')).toBe('required');
  });
});
