import type { Root } from 'mdast';
import type { Data, Processor } from 'unified';

type Extension = Exclude<NonNullable<Data['fromMarkdownExtensions']>[number], unknown[]>;
type Transform = NonNullable<Extension['transforms']>[number];

/** What every GFM autolink literal contains: `http://`, `https://`, `www.`, or the `@` of an email, `mailto:` or `xmpp:`. */
const literalHint = /@|www\.|https?:\/\//i;

function hasHint(node: Root | Root['children'][number]): boolean {
  if (node.type === 'text') return literalHint.test(node.value);
  if (!('children' in node)) return false;
  for (const child of node.children) if (hasHint(child)) return true;
  return false;
}

/**
 * remark-gfm finds the autolink literals that the tokenizer leaves in text with a transform that walks
 * the whole tree once per pattern, four times, a tenth of the parse time. Most pages have no text such
 * a link could come from: this plugin, used after remark-gfm, runs that transform only on trees that
 * have, so every tree comes out the same.
 */
export function autolinkLiteralGuard(this: Processor) {
  const extensions = this.data('fromMarkdownExtensions') ?? [];
  const guard = (extension: Extension): Extension => {
    if (!extension.enter?.literalAutolink || !extension.transforms) return extension;
    const transforms = extension.transforms.map(
      (transform): Transform =>
        (tree) =>
          hasHint(tree) ? transform(tree) : undefined,
    );
    return { ...extension, transforms };
  };
  for (const [index, entry] of extensions.entries())
    extensions[index] = Array.isArray(entry) ? entry.map(guard) : guard(entry);
}
