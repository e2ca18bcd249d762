import type { Root } from 'mdast';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Data, Processor } from 'unified';
import type { VFile } from 'vfile';

type Extensions = NonNullable<Data['micromarkExtensions']>;

/**
 * GFM constructs the tokenizer tries at many places of every page, each with what a source must
 * contain for it to match anywhere: the email literal is tried at the start of every word, the table
 * at the start of every line. Their tokenizers, taken from the libraries remark-gfm registers.
 */
const literals = gfmAutolinkLiteral().text;
const hinted: { tokenize: Set<unknown>; hint: RegExp }[] = [
  { tokenize: tokenizersOf(literals, 'emailAutolink'), hint: /@/ },
  { tokenize: tokenizersOf(literals, 'wwwAutolink'), hint: /www\./i },
  { tokenize: tokenizersOf(literals, 'protocolAutolink'), hint: /https?:\/\//i },
  // A delimiter row has a pipe, or a lone cell with a colon beside its dashes (`a` over `:-`).
  { tokenize: tokenizersOf(gfmTable().flow, 'table'), hint: /\||:-|-:/ },
];

function tokenizersOf(record: object | undefined, name: string): Set<unknown> {
  const found = new Set<unknown>();
  for (const entry of Object.values(record ?? {}))
    for (const construct of [entry].flat()) if (construct?.name === name) found.add(construct.tokenize);
  return found;
}

/** The extensions without the constructs whose tokenizer is in `left`: new objects, the originals untouched. */
function without(extensions: Extensions, left: Set<unknown>): Extensions {
  return extensions.map((extension) => {
    if (Array.isArray(extension)) return without(extension, left) as typeof extension;
    const copy: Record<string, unknown> = {};
    for (const [field, record] of Object.entries(extension)) {
      if (!record || typeof record !== 'object') {
        copy[field] = record;
        continue;
      }
      const kept: Record<string, unknown> = {};
      for (const [code, entry] of Object.entries(record as Record<string, unknown>)) {
        const constructs = [entry]
          .flat()
          .filter((item) => !left.has((item as { tokenize?: unknown })?.tokenize));
        if (constructs.length) kept[code] = Array.isArray(entry) ? constructs : constructs[0];
      }
      copy[field] = kept;
    }
    return copy as typeof extension;
  });
}

/** A parser of a page, as unified's `parse`. */
export interface PageParser {
  parse(file: VFile): Root;
}

/**
 * A parser that leaves out the GFM constructs a page's source cannot hold (no `@`: no email literal;
 * no `|`: no table; ...), so the tokenizer stops trying them at every word and line. A construct left
 * out could not have matched, so the tree is the one the full parser makes. `make` returns a new
 * parser with every extension registered; one is made per set of constructs left out, when first needed.
 */
export function hintedParser(make: () => Processor<Root, Root, Root>): PageParser {
  const parsers = new Map<number, PageParser>();
  return {
    parse(file) {
      const source = String(file.value);
      let mask = 0;
      for (const [index, { hint }] of hinted.entries()) if (!hint.test(source)) mask |= 1 << index;
      let parser = parsers.get(mask);
      if (!parser) {
        const left = new Set(
          hinted.flatMap(({ tokenize }, index) => (mask & (1 << index) ? [...tokenize] : [])),
        );
        const processor = make();
        if (left.size)
          processor.use(function leaveOut(this: Processor) {
            this.data('micromarkExtensions', without(this.data('micromarkExtensions') ?? [], left));
          });
        parser = processor.freeze();
        parsers.set(mask, parser);
      }
      return parser.parse(file);
    },
  };
}
