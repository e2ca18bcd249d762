import type { Code } from 'mdast';
import { describe, expect, it } from 'vitest';
import { readContentSources, walkMdast } from './content-sources';

/**
 * The PHP samples call only what the PHP SDK defines. `sdk` lists the public methods of
 * MarketDataApp/sdk-php v0.6.2-beta (src/Endpoints/*.php and src/ClientBase.php; the main branch has
 * the same methods) with their parameter names; a trailing `?` marks a parameter with a default.
 * Every `$client->group->method(...)` and `$client->method(...)` call in a ```php block is checked:
 * the group and method exist, named arguments exist, and every required parameter gets a value.
 */
const sdk: Record<string, Record<string, string[]>> = {
  indices: {
    quote: ['symbol', 'fifty_two_week?', 'parameters?'],
    quotes: ['symbols', 'fifty_two_week?', 'parameters?'],
    candles: ['symbol', 'from', 'to?', 'resolution?', 'countback?', 'parameters?'],
  },
  stocks: {
    bulkCandles: ['symbols?', 'resolution?', 'snapshot?', 'date?', 'adjust_splits?', 'parameters?'],
    candles: [
      'symbol',
      'from',
      'to?',
      'resolution?',
      'countback?',
      'exchange?',
      'extended?',
      'country?',
      'adjust_splits?',
      'adjust_dividends?',
      'parameters?',
    ],
    quote: ['symbol', 'fifty_two_week?', 'parameters?'],
    quotes: ['symbols', 'fifty_two_week?', 'parameters?'],
    bulkQuotes: ['symbols?', 'snapshot?', 'parameters?'],
    earnings: ['symbol', 'from?', 'to?', 'countback?', 'date?', 'datekey?', 'parameters?'],
    news: ['symbol', 'from?', 'to?', 'countback?', 'date?', 'parameters?'],
  },
  options: {
    expirations: ['symbol', 'strike?', 'date?', 'parameters?'],
    lookup: ['input', 'parameters?'],
    strikes: ['symbol', 'expiration?', 'date?', 'parameters?'],
    option_chain: [
      'symbol',
      'date?',
      'expiration?',
      'from?',
      'to?',
      'month?',
      'year?',
      'weekly?',
      'monthly?',
      'quarterly?',
      'non_standard?',
      'dte?',
      'delta?',
      'side?',
      'range?',
      'strike?',
      'strike_limit?',
      'min_bid?',
      'max_bid?',
      'min_ask?',
      'max_ask?',
      'min_bid_ask_spread?',
      'max_bid_ask_spread_pct?',
      'min_open_interest?',
      'min_volume?',
      'parameters?',
    ],
    quotes: ['option_symbol', 'date?', 'from?', 'to?', 'parameters?'],
  },
  markets: {
    status: ['country?', 'date?', 'from?', 'to?', 'countback?', 'parameters?'],
  },
  mutual_funds: {
    candles: ['symbol', 'from', 'to?', 'resolution?', 'countback?', 'parameters?'],
  },
  utilities: {
    api_status: [],
    headers: [],
  },
};
/** Public methods of the client object itself (ClientBase). */
const clientMethods: Record<string, string[]> = {
  setGuzzle: ['guzzleClient'],
  execute_in_parallel: ['calls'],
  execute: ['method', 'arguments?'],
};

/** The top-level arguments of a call, from the text after its opening parenthesis. */
function callArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === '\\') {
        current += ch + (text[++i] ?? '');
        continue;
      }
      if (ch === quote) quote = '';
      current += ch;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) {
      if (depth === 0) break;
      depth--;
    } else if (ch === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) args.push(current.trim());
  return args;
}

/** Problems with every SDK call in one PHP sample; `line` is the line of the block's opening fence. */
function checkPhpSample(code: string, line = 0): { calls: number; problems: string[] } {
  const problems: string[] = [];
  let calls = 0;
  for (const match of code.matchAll(/\$client->(\w+)(?:->(\w+))?\s*\(/g)) {
    calls++;
    const at = `line ${line + code.slice(0, match.index).split('\n').length}`;
    const [call, first, second] = match as unknown as [string, string, string | undefined];
    let params: string[] | undefined;
    let name: string;
    if (second) {
      name = `$client->${first}->${second}()`;
      const group = sdk[first];
      if (!group) {
        problems.push(`${at}: ${name}: the client has no property "${first}"`);
        continue;
      }
      params = Object.hasOwn(group, second) ? group[second] : undefined;
      if (!params) {
        const known = Object.keys(group).join(', ');
        problems.push(`${at}: ${name}: "${first}" has no method "${second}" (it has ${known})`);
        continue;
      }
    } else {
      name = `$client->${first}()`;
      params = Object.hasOwn(clientMethods, first) ? clientMethods[first] : undefined;
      if (!params) {
        problems.push(`${at}: ${name}: the client has no method "${first}"`);
        continue;
      }
    }
    const names = params.map((p) => p.replace(/\?$/, ''));
    const args = callArguments(code.slice((match.index ?? 0) + call.length));
    const given = new Set<string>();
    let named = false;
    args.forEach((arg, i) => {
      const label = /^(\w+)\s*:(?!:)/.exec(arg)?.[1];
      if (label) {
        named = true;
        if (!names.includes(label)) problems.push(`${at}: ${name}: no parameter named "${label}"`);
        else if (given.has(label)) problems.push(`${at}: ${name}: "${label}" is given twice`);
        given.add(label);
      } else if (named) problems.push(`${at}: ${name}: a positional argument after a named one`);
      else if (i >= names.length)
        problems.push(`${at}: ${name}: ${args.length} arguments for ${names.length} parameters`);
      else given.add(names[i] as string);
    });
    for (const param of params) {
      if (!param.endsWith('?') && !given.has(param))
        problems.push(`${at}: ${name}: required parameter "${param}" is missing`);
    }
  }
  return { calls, problems };
}

describe('PHP samples call what the PHP SDK defines', () => {
  const samples = readContentSources().flatMap((page) =>
    [...walkMdast(page.tree)]
      .filter((node): node is Code => node.type === 'code' && node.lang === 'php')
      .map((code) => ({ file: page.file, code })),
  );

  it('checks every $client call of every PHP code block', () => {
    const problems: string[] = [];
    let calls = 0;
    for (const { file, code } of samples) {
      const result = checkPhpSample(code.value, code.position?.start.line);
      calls += result.calls;
      problems.push(...result.problems.map((problem) => `${file} ${problem}`));
    }
    expect(problems, 'PHP SDK calls that would fail').toEqual([]);
    // Every method of every group appears in a sample at least once.
    const used = new Set(
      samples.flatMap(({ code }) =>
        [...code.value.matchAll(/\$client->(\w+)->(\w+)\s*\(/g)].map((m) => `${m[1]}.${m[2]}`),
      ),
    );
    const unused = Object.entries(sdk).flatMap(([group, methods]) =>
      Object.keys(methods)
        .map((method) => `${group}.${method}`)
        .filter((id) => !used.has(id)),
    );
    expect(unused, 'SDK methods no sample shows').toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(used.size);
  });

  it('reports a method the SDK does not define, a bad argument name and a missing argument', () => {
    const sample = [
      "$a = $client->stocks->bulk_quotes(['AAPL', 'MSFT']);",
      "$b = $client->stocks->candles('AAPL');",
      "$c = $client->options->option_chain(symbol: 'SPY', expiry: '2024-12-20');",
      "$d = $client->funds->candles(symbol: 'VFINX', from: '2024-01-02');",
      "$e = $client->indices->candles('VIX', from: '2024-01-02', to: '2024-01-05', parameters: new Parameters(format: Format::CSV));",
    ].join('\n');
    expect(checkPhpSample(sample).problems).toEqual([
      'line 1: $client->stocks->bulk_quotes(): "stocks" has no method "bulk_quotes" (it has bulkCandles, candles, quote, quotes, bulkQuotes, earnings, news)',
      'line 2: $client->stocks->candles(): required parameter "from" is missing',
      'line 3: $client->options->option_chain(): no parameter named "expiry"',
      'line 4: $client->funds->candles(): the client has no property "funds"',
    ]);
  });

  it('splits arguments at top-level commas only', () => {
    expect(callArguments("symbols: ['A', 'B'], note: 'x, y', fn(1, 2)) + 1")).toEqual([
      "symbols: ['A', 'B']",
      "note: 'x, y'",
      'fn(1, 2)',
    ]);
  });
});
