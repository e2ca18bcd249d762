import { parse } from 'acorn';
import type { Expression, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import { walk } from './walk.js';

/** Name of the helper a page module calls around each of its expressions. */
export const placeHelper = '_mddPlace';

/** What an error thrown while a page module renders carries: where in the source the expression is. */
export interface RenderPlace {
  file: string;
  line: number;
  column: number;
}

/**
 * Wraps every expression left in a page that is compiled to a module (in prose and in attribute
 * values) in a call that runs it and, when it throws, records the expression's file, line and column
 * on the error (`error.mddPlace`), so a failure while the site renders the page names its source.
 */
export function markExpressionPlaces(tree: Root, file: string): void {
  let used = false;
  const wrap = (program: Program | null | undefined) => {
    const statement = program?.body[0];
    const start = statement?.loc?.start;
    if (statement?.type !== 'ExpressionStatement' || !start) return;
    statement.expression = placed(statement.expression, start.line, start.column + 1);
    used = true;
  };
  walk<RootContent>(tree, (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') wrap(node.data?.estree);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes)
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'object')
          wrap(attribute.value?.data?.estree);
    }
  });
  if (used) tree.children.unshift(helperDeclaration(file));
}

function placed(expression: Expression, line: number, column: number): Expression {
  return {
    type: 'CallExpression',
    optional: false,
    callee: { type: 'Identifier', name: placeHelper },
    arguments: [
      {
        type: 'ArrowFunctionExpression',
        params: [],
        body: expression,
        expression: true,
        async: false,
        generator: false,
      },
      { type: 'Literal', value: line },
      { type: 'Literal', value: column },
    ],
  };
}

/** The helper as an ESM node: it runs an expression and, when it throws, records where it is written. */
function helperDeclaration(file: string): RootContent {
  const source = `function ${placeHelper}(run, line, column) {
  try {
    return run();
  } catch (error) {
    if (error instanceof Error && !error.mddPlace) error.mddPlace = { file: ${JSON.stringify(file)}, line, column };
    throw error;
  }
}`;
  const estree = parse(source, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return { type: 'mdxjsEsm', value: source, data: { estree } } as RootContent;
}
