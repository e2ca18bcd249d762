import type { Node as EstreeNode, Identifier, Program } from 'estree';
import { createVisitors } from 'estree-util-scope';
import { EXIT, visit } from 'estree-util-visit';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { lineOf, type PageState, pageState } from './context.js';
import { evaluate, notStatic, renderedText } from './static-value.js';
import { SKIP, walk } from './walk.js';

/** Names a page's JavaScript can use without defining them: globals of the browser and of Node, and MDX's `props`. */
const globals = new Set([
  ...Object.getOwnPropertyNames(globalThis),
  'props',
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
]);

/**
 * What every page module defines for its own code, as Docusaurus's MDX loader: its exports
 * (`toc`, `contentTitle`) and `require('./file')` of a file beside the page (made an import).
 */
const pageExportNames = new Set(['frontMatter', 'contentTitle', 'toc', 'require']);

/**
 * Every `{expression}` of the page: comments and empty braces are dropped; one whose value is known at
 * build time (`{freeCredits * 2 / 2}` after `export const freeCredits = 100`) is replaced by the text
 * React would show for it, so the page, its Markdown twin and its search records all carry the value;
 * any other is a reason to compile the page to a module. A name the page never defines, in prose or
 * in an attribute, is an error at its line and column (in prose it is usually a brace meant as text).
 */
export function remarkExpressions() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    walk<RootContent>(tree, (node, index, parent) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const program = node.data?.estree;
        if (!program || program.body.length === 0) {
          // `## Title {/* #id */}`: a comment naming a heading's id is left for the heading ids.
          if (parent.type === 'heading' && /^\s*\/\*\s*#[\w-]+/.test(node.value)) return SKIP;
          parent.children.splice(index, 1);
          return [SKIP, index];
        }
        const unknown = undefinedName(program, state);
        if (unknown) {
          const source = `{${node.value}}`;
          fail(
            file,
            unknown,
            `\`${unknown.name}\` is not defined: \`${source}\` is read as JavaScript. To show it as text, escape the brace (\`\\${source}\`); to show a value, define it on the page (\`export const ${unknown.name} = ...\`)`,
          );
        }
        const [statement] = program.body;
        const value =
          statement?.type === 'ExpressionStatement'
            ? evaluate(statement.expression, state.constants)
            : notStatic;
        const text = value === notStatic ? undefined : renderedText(value);
        if (text === undefined) {
          state.codeReasons.push(`expression {${node.value.trim().slice(0, 40)}} at line ${lineOf(node)}`);
          return SKIP;
        }
        if (!text) {
          parent.children.splice(index, 1);
          return [SKIP, index];
        }
        parent.children[index] = { type: 'text', value: text, position: node.position } as never;
        return [SKIP, index + 1];
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
        checkAttributes(node as MdxJsxFlowElement | MdxJsxTextElement, state, file);
      return undefined;
    });
  };
}

function checkAttributes(element: MdxJsxFlowElement | MdxJsxTextElement, state: PageState, file: VFile) {
  for (const attribute of element.attributes) {
    const program =
      attribute.type === 'mdxJsxExpressionAttribute'
        ? attribute.data?.estree
        : typeof attribute.value === 'object'
          ? attribute.value?.data?.estree
          : undefined;
    const unknown = program && undefinedName(program, state);
    if (!unknown) continue;
    const where =
      attribute.type === 'mdxJsxAttribute' ? `the value of \`${attribute.name}\`` : 'a spread attribute';
    fail(
      file,
      unknown,
      `\`${unknown.name}\` is not defined (in ${where} on \`<${element.name}>\`): define it on the page (\`export const ${unknown.name} = ...\`) or import it`,
    );
  }
}

function fail(file: VFile, node: Identifier, reason: string): never {
  const start = node.loc?.start;
  file.fail(reason, {
    place: start ? { line: start.line, column: start.column + 1 } : undefined,
    source: 'mdx-pipeline',
    ruleId: 'undefined-name',
  });
}

/** The first name an expression uses that neither it, the page nor the JavaScript environment defines. */
function undefinedName(program: Program, state: PageState): Identifier | undefined {
  const scope = createVisitors();
  let found: Identifier | undefined;
  visit(program, {
    enter(node, key, _index, ancestors) {
      scope.enter(node as EstreeNode);
      if (node.type !== 'Identifier' || !isReference(key, ancestors.at(-1) as EstreeNode | undefined))
        return undefined;
      const { name } = node as Identifier;
      if (
        state.constants.has(name) ||
        state.moduleNames.has(name) ||
        pageExportNames.has(name) ||
        state.components.has(name) ||
        globals.has(name) ||
        scope.scopes.some((s) => s.defined.includes(name))
      )
        return undefined;
      found = node as Identifier;
      return EXIT;
    },
    leave(node) {
      scope.exit(node as EstreeNode);
    },
  });
  return found;
}

/** Whether an identifier at `key` of `parent` reads a variable (not a property name or a label). */
function isReference(key: string | undefined, parent: EstreeNode | undefined): boolean {
  if (!parent) return true;
  switch (parent.type) {
    case 'MemberExpression':
      return key !== 'property' || parent.computed;
    case 'Property':
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return key !== 'key' || parent.computed;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'MetaProperty':
      return false;
    default:
      return true;
  }
}
