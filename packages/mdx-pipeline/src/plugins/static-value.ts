import type { Expression, Pattern, SpreadElement } from 'estree';

/** Marks a value that cannot be known at build time. */
export const notStatic = Symbol('not static');

/** Names a page defines as constants (`export const x = 100`), with their values. */
export type Scope = ReadonlyMap<string, unknown>;

const noScope: Scope = new Map();

/**
 * The value of an expression that needs no JavaScript at run time: literals, arrays and objects of
 * them, the page's own constants (`scope`), arithmetic, comparisons, `&&`/`||`/`??`, `a ? b : c`,
 * template strings, property access on known values and a few pure methods (`toFixed`,
 * `toUpperCase`, `join`, `Math.round`, ...). Anything else (a call to something unknown, a global,
 * a function) is {@link notStatic}.
 */
export function evaluate(node: Expression | SpreadElement | Pattern | null, scope: Scope = noScope): unknown {
  if (!node) return notStatic;
  switch (node.type) {
    case 'Literal':
      return 'regex' in node && node.regex ? notStatic : node.value;
    case 'Identifier':
      if (scope.has(node.name)) return scope.get(node.name);
      return node.name === 'undefined' ? undefined : notStatic;
    case 'TemplateLiteral': {
      let out = node.quasis[0]?.value.cooked ?? '';
      for (let i = 0; i < node.expressions.length; i++) {
        const value = evaluate(node.expressions[i] as Expression, scope);
        if (value === notStatic || (typeof value === 'object' && value !== null)) return notStatic;
        out += String(value) + (node.quasis[i + 1]?.value.cooked ?? '');
      }
      return out;
    }
    case 'UnaryExpression': {
      const argument = evaluate(node.argument, scope);
      if (argument === notStatic) return notStatic;
      if (node.operator === '!') return !argument;
      if (node.operator === '-' && typeof argument === 'number') return -argument;
      if (node.operator === '+' && typeof argument === 'number') return argument;
      return notStatic;
    }
    case 'BinaryExpression':
      return binary(node.operator, evaluate(node.left as Expression, scope), evaluate(node.right, scope));
    case 'LogicalExpression': {
      const left = evaluate(node.left, scope);
      if (left === notStatic) return notStatic;
      if (node.operator === '&&') return left ? evaluate(node.right, scope) : left;
      if (node.operator === '||') return left ? left : evaluate(node.right, scope);
      return left ?? evaluate(node.right, scope);
    }
    case 'ConditionalExpression': {
      const test = evaluate(node.test, scope);
      if (test === notStatic) return notStatic;
      return evaluate(test ? node.consequent : node.alternate, scope);
    }
    case 'ArrayExpression': {
      const items = node.elements.map((item) =>
        item && item.type !== 'SpreadElement' ? evaluate(item, scope) : notStatic,
      );
      return items.includes(notStatic) ? notStatic : items;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return notStatic;
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        const value = evaluate(property.value as Expression, scope);
        if (key === undefined || value === notStatic) return notStatic;
        out[key] = value;
      }
      return out;
    }
    case 'MemberExpression': {
      if (node.object.type === 'Super') return notStatic;
      const object = evaluate(node.object, scope);
      const key = node.computed
        ? evaluate(node.property as Expression, scope)
        : node.property.type === 'Identifier'
          ? node.property.name
          : notStatic;
      return member(object, key);
    }
    case 'CallExpression':
      return call(node, scope);
    default:
      return notStatic;
  }
}

function binary(operator: string, left: unknown, right: unknown): unknown {
  if (left === notStatic || right === notStatic) return notStatic;
  const primitive = (value: unknown) =>
    value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
  if (!primitive(left) || !primitive(right)) return notStatic;
  const a = left as number;
  const b = right as number;
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '%':
      return a % b;
    case '**':
      return a ** b;
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    case '>=':
      return a >= b;
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '==':
      // biome-ignore lint/suspicious/noDoubleEquals: evaluates what the author wrote
      return a == b;
    case '!=':
      // biome-ignore lint/suspicious/noDoubleEquals: evaluates what the author wrote
      return a != b;
    default:
      return notStatic;
  }
}

function member(object: unknown, key: unknown): unknown {
  if (object === notStatic || key === notStatic) return notStatic;
  if (typeof key !== 'string' && typeof key !== 'number') return notStatic;
  if (typeof object === 'string' || Array.isArray(object)) {
    if (key === 'length') return object.length;
    return typeof key === 'number' || /^\d+$/.test(key) ? object[Number(key)] : notStatic;
  }
  if (object && typeof object === 'object' && Object.hasOwn(object, key))
    return (object as Record<string, unknown>)[key];
  return notStatic;
}

const mathFunctions: Record<string, (...values: number[]) => number> = {
  abs: Math.abs,
  ceil: Math.ceil,
  floor: Math.floor,
  max: Math.max,
  min: Math.min,
  round: Math.round,
  trunc: Math.trunc,
};

/** Pure methods by the type of value they are called on. */
const methods: Record<string, Record<string, (value: never, ...args: never[]) => unknown>> = {
  number: {
    toFixed: (value: number, digits?: number) => value.toFixed(digits),
    toString: (value: number) => String(value),
    toLocaleString: (value: number, locale?: string, options?: Intl.NumberFormatOptions) =>
      typeof locale === 'string' ? value.toLocaleString(locale, options) : notStatic,
  },
  string: {
    toUpperCase: (value: string) => value.toUpperCase(),
    toLowerCase: (value: string) => value.toLowerCase(),
    trim: (value: string) => value.trim(),
    toString: (value: string) => value,
  },
  array: {
    join: (value: unknown[], separator?: string) => value.join(separator),
  },
};

function call(node: Extract<Expression, { type: 'CallExpression' }>, scope: Scope): unknown {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
    return notStatic;
  const args = node.arguments.map((argument) => evaluate(argument, scope));
  if (args.includes(notStatic)) return notStatic;
  const name = callee.property.name;
  if (callee.object.type === 'Identifier' && callee.object.name === 'Math' && !scope.has('Math')) {
    const fn = mathFunctions[name];
    return fn && args.every((a) => typeof a === 'number') ? fn(...(args as number[])) : notStatic;
  }
  if (callee.object.type === 'Super') return notStatic;
  const receiver = evaluate(callee.object, scope);
  const kind = Array.isArray(receiver) ? 'array' : typeof receiver;
  const method = methods[kind]?.[name];
  if (!method) return notStatic;
  try {
    return method(receiver as never, ...(args as never[]));
  } catch {
    return notStatic;
  }
}

/**
 * What React shows for a value placed in the page (`{value}`): strings and numbers as text, nothing for
 * `true`, `false`, `null` and `undefined`, arrays item by item. `undefined` (the function's result)
 * when the value is not one of those (an object, a function).
 */
export function renderedText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (Array.isArray(value)) {
    let out = '';
    for (const item of value) {
      const text = renderedText(item);
      if (text === undefined) return undefined;
      out += text;
    }
    return out;
  }
  return undefined;
}

/** The value of a literal expression (strings, numbers, booleans, arrays, objects), or `undefined`. */
export function staticValue(expression: Expression, scope?: Scope): unknown {
  const value = evaluate(expression, scope);
  return value === notStatic ? undefined : value;
}
