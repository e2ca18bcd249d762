import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { highlightCode } from '../../src/highlight/highlight.js';
import { registerLanguages, resolveLanguage, unknownCodeLanguages } from '../../src/highlight/languages.js';
import { parseCodeMeta, parseRanges } from '../../src/highlight/meta.js';
import { compileFixture, fixturePairs, json, warningsOf } from '../helpers/fixtures.js';
import { prettyHtml } from '../helpers/html.js';

/** Every token in a highlighted block as `class list: text`. */
function tokens(node: ElementContent, out: string[] = []): string[] {
  if (node.type !== 'element') return out;
  const className = (node.properties.className as string[] | undefined) ?? [];
  if (className[0] === 'token') {
    const text = (function textOf(n: ElementContent): string {
      return n.type === 'text' ? n.value : n.type === 'element' ? n.children.map(textOf).join('') : '';
    })(node);
    out.push(`${className.slice(1).join(' ')}: ${text}`);
  }
  for (const child of node.children) tokens(child, out);
  return out;
}

describe('remark-code and highlight', () => {
  fixturePairs('remark-code', async (name) => {
    const page = await compileFixture('remark-code', name);
    return {
      'snap.html': prettyHtml(page.content ?? { type: 'root', children: [] }),
      'snap.json': json(warningsOf(page)),
    };
  });

  it('gives excel-formula functions, cells, ranges, strings and sheet names distinct token classes', () => {
    const { pre } = highlightCode(`=SUM(A1:B9, C3) & 'Price Sheet'!D4 & "text"`, 'excel-formula', '');
    expect(tokens(pre as Element)).toEqual([
      'operator: =',
      'function-name builtin: SUM',
      'punctuation: (',
      'range selector: A1:B9',
      'cell: A1',
      'operator: :',
      'cell: B9',
      'operator: ,',
      'cell selector: C3',
      'punctuation: )',
      'operator: &',
      "reference string: 'Price Sheet'!",
      "punctuation: '",
      'sheet function: Price Sheet',
      "punctuation: '",
      'operator: !',
      'cell selector: D4',
      'operator: &',
      'string: "text"',
    ]);
  });

  it('resolves language aliases and plain-text names', () => {
    expect(
      [
        'js',
        'ts',
        'jsx',
        'tsx',
        'py',
        'golang',
        'php',
        'json',
        'http',
        'sh',
        'shell',
        'yml',
        'sql',
        'excel',
      ].map(resolveLanguage),
    ).toEqual([
      'javascript',
      'typescript',
      'jsx',
      'tsx',
      'python',
      'go',
      'php',
      'json',
      'http',
      'bash',
      'bash',
      'yaml',
      'sql',
      'excel-formula',
    ]);
    expect(['text', 'txt', 'plain', 'output'].map(resolveLanguage)).toEqual([null, null, null, null]);
    expect(resolveLanguage('brainfudge')).toBeUndefined();
  });

  it('registers extra Prism grammars by name and rejects unknown ones', async () => {
    expect(resolveLanguage('haskell')).toBeUndefined();
    await registerLanguages(['haskell']);
    expect(resolveLanguage('haskell')).toBe('haskell');
    await expect(registerLanguages(['no-such-grammar'])).rejects.toThrow(
      'unknown code language "no-such-grammar": no Prism grammar of that name',
    );
    await expect(registerLanguages(['../x'])).rejects.toThrow('unknown code language "../x"');
  });

  it('names the languages no Prism grammar has, and registers the others', async () => {
    expect(await unknownCodeLanguages(['ruby', 'no-such-grammar', 'ts', '../x'])).toEqual([
      'no-such-grammar',
      '../x',
    ]);
    expect(resolveLanguage('ruby')).toBe('ruby');
  });

  it('reads titles, line ranges and line numbers from the meta string', () => {
    expect(parseCodeMeta('title="a b.js" {1,3-5} showLineNumbers=3')).toEqual({
      title: 'a b.js',
      highlight: new Set([1, 3, 4, 5]),
      showLineNumbers: true,
      startLine: 3,
    });
    expect(parseCodeMeta(null)).toEqual({ highlight: new Set(), showLineNumbers: false, startLine: 1 });
    expect([...parseRanges('2, 7-8, x')]).toEqual([2, 7, 8]);
  });
});
