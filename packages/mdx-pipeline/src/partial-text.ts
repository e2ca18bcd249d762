import fs from 'node:fs';
import type { Root, RootContent } from 'mdast';
import { partialHash } from './cache.js';
import type { PageState } from './plugins/context.js';
import { inlinePartials, isChildrenExpression, withChildren } from './plugins/inline-partials.js';
import { SKIP, walk } from './plugins/walk.js';
import { contentPath } from './structure/scan.js';

/**
 * Parses and transforms a partial's source as a page's, in its own state (its file, its imports,
 * its front matter and `props` as constants), on the page's route and section.
 */
export type TransformPartial = (
  file: string,
  source: string,
  props: Record<string, unknown>,
) => Promise<{ tree: Root; state: PageState }>;

/**
 * The page's tree with the partials it uses inlined where it uses them, nested partials too, and
 * the partials read to make it: content path -> a hash of the source (`missing` for a file that is
 * gone), so that the page is compiled again when one of them changes. A partial that cannot be read
 * or does not compile is left out (the build reports it where it compiles the partial itself), as
 * are the expressions of a partial that the build cannot evaluate.
 */
export async function withPartials(
  tree: Root,
  state: PageState,
  transform: TransformPartial,
): Promise<{ tree: Root; partials?: Record<string, string> }> {
  if (!state.partials.size) return { tree };
  const read: Record<string, string> = {};
  const contentOf = async (
    file: string,
    props: Record<string, unknown>,
    children: RootContent[],
    stack: string[],
  ): Promise<Root | undefined> => {
    const rel = contentPath(state.site.contentDir, file);
    let source: string;
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      read[rel] = 'missing';
      return undefined;
    }
    read[rel] = partialHash(source);
    if (stack.includes(rel)) return undefined;
    let partial: Awaited<ReturnType<TransformPartial>>;
    try {
      partial = await transform(rel, source, props);
    } catch {
      return undefined;
    }
    // A link of the partial to a page: the page is compiled again when that page's route changes.
    Object.assign(state.fileLinks, partial.state.fileLinks);
    dropExpressions(partial.tree);
    const inlined = await inlinePartials(
      partial.tree,
      partial.state.partials,
      partial.state.constants,
      (f, p, c) => contentOf(f, p, c, [...stack, rel]),
    );
    return withChildren(inlined, children);
  };
  const inlined = await inlinePartials(tree, state.partials, state.constants, (file, props, children) =>
    contentOf(file, props, children, [state.file]),
  );
  return Object.keys(read).length ? { tree: inlined, partials: read } : { tree: inlined };
}

/** Drops the expressions the build could not evaluate, but `{props.children}`, which the use fills. */
function dropExpressions(tree: Root): void {
  walk<RootContent>(tree, (node, index, parent) => {
    if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return undefined;
    if (isChildrenExpression(node)) return SKIP;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
}
