import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it, vi } from 'vitest';
import { autolinkLiteralGuard } from '../../src/plugins/autolink-literal-guard.js';

const plain = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const guarded = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(autolinkLiteralGuard);

describe('autolinkLiteralGuard', () => {
  it.each([
    'No link here, only text, `code` and **strong** words.',
    'Visit www.marketdata.app or https://api.marketdata.app/v1/stocks/quotes/AAPL/ today.',
    'Write to support@marketdata.app, mailto:billing@marketdata.app or xmpp:desk@marketdata.app.',
    'Upper case HTTPS://WWW.MARKETDATA.APP and WWW.MARKETDATA.APP count too.',
    '*Emphasis with www.example.com/a_(b) inside* and [a link to https://x.y](https://x.y).',
    '| a | b |\n| - | - |\n| www.example.com | c@d.io |\n\n- item http://example.com.\n',
    '<Tabs>\n<TabItem value="a">\n\nReach us at help@example.com\n\n</TabItem>\n</Tabs>',
    '```\nhttps://in.code/ is not text\n```\n\nAn @ alone, a www without a dot, http: without slashes.',
  ])('parses %j exactly as remark-gfm alone does', (markdown) => {
    expect(guarded.parse(markdown)).toEqual(plain.parse(markdown));
  });

  it('runs the autolink transform only on trees with text a literal could come from', () => {
    const transform = vi.fn((_tree: Root) => undefined);
    const processor = unified()
      .use(remarkParse)
      .use(function fakeAutolinkLiterals() {
        const fake = { enter: { literalAutolink: () => {} }, transforms: [transform] };
        this.data('fromMarkdownExtensions', [...(this.data('fromMarkdownExtensions') ?? []), [fake]]);
      })
      .use(autolinkLiteralGuard);
    processor.parse('Plain text with `https://in.code/`, [a link](https://x.y) and no hint.');
    expect(transform).not.toHaveBeenCalled();
    processor.parse('Text with www.example.com in it.');
    processor.parse('Mail me: a@b.io');
    expect(transform).toHaveBeenCalledTimes(2);
  });
});
