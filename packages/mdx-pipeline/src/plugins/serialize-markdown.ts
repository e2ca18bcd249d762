import type { List, ListItem, PhrasingContent, Root, RootContent, Table } from 'mdast';

/**
 * Serialises an mdast tree (CommonMark and GFM nodes) to Markdown that parses back to the same tree.
 * Formatting follows mdast-util-to-markdown with `bullet: '-'`, `emphasis: '_'`, `fences: true` and
 * GFM (aligned tables, `~~`, task items), at a tenth of its cost: text is escaped after one scan for
 * the characters that may need it, instead of a regular expression per unsafe pattern per text.
 * Two differences: a line break inside a table cell is written `<br />` (as authors write it), where
 * mdast-util-to-markdown writes a space; spaces at a paragraph's edges are left out, where it encodes
 * them (`&#x20;`).
 */
export function serializeMarkdown(root: Root): string {
  const body = flow(root.children, undefined);
  return body ? `${body}\n` : '';
}

function flow(nodes: RootContent[], spread: boolean | undefined): string {
  let out = '';
  let previous: RootContent | undefined;
  let lastBullet: string | undefined;
  for (const node of nodes) {
    if (previous) out += separator(previous, node, spread);
    if (node.type === 'list') {
      const [bullet, other] = node.ordered ? ['.', ')'] : ['-', '*'];
      const used = lastBullet === bullet ? other : bullet;
      out += list(node, used);
      lastBullet = used;
    } else {
      out += block(node);
      lastBullet = undefined;
    }
    previous = node;
  }
  return out;
}

/** Blank lines between two blocks: none inside tight lists and items, except to keep paragraphs apart. */
function separator(left: RootContent, right: RootContent, spread: boolean | undefined): string {
  if (spread === undefined || spread) return '\n\n';
  if (left.type === 'paragraph' && (right.type === 'paragraph' || right.type === 'definition')) return '\n\n';
  return '\n';
}

function block(node: RootContent): string {
  switch (node.type) {
    case 'paragraph':
      return phrasing(trimEdges(node.children), '\n', '\n', plain);
    case 'heading':
      return heading(node.depth, node.children);
    case 'thematicBreak':
      return '***';
    case 'blockquote':
      return indent(flow(node.children, undefined), (line) => (line ? `> ${line}` : '>'));
    case 'code':
      return code(node.value, node.lang, node.meta);
    case 'html':
      return node.value;
    case 'definition':
      return `[${label(node.label ?? node.identifier)}]: ${destination(node.url, node.title)}`;
    case 'footnoteDefinition': {
      const body = flow(node.children, undefined);
      return `[^${label(node.label ?? node.identifier)}]: ${indent(body, (line, i) => (i && line ? `    ${line}` : line))}`;
    }
    case 'table':
      return table(node);
    default:
      return 'children' in node
        ? flow(node.children as RootContent[], undefined)
        : 'value' in node
          ? node.value
          : '';
  }
}

/**
 * A paragraph's phrasing without spaces and tabs at its start and end, which Markdown drops anyway: a
 * tree whose component was taken out (`Plan: <PriceTag />`) would otherwise end in an encoded space
 * (`Plan:&#x20;`).
 */
function trimEdges(nodes: PhrasingContent[]): PhrasingContent[] {
  const first = nodes[0];
  const last = nodes.at(-1);
  if (first?.type !== 'text' && last?.type !== 'text') return nodes;
  const trimmed = [...nodes];
  if (first?.type === 'text') trimmed[0] = { ...first, value: first.value.replace(/^[ \t]+/, '') };
  const end = trimmed.length - 1;
  const tail = trimmed[end];
  if (tail?.type === 'text') trimmed[end] = { ...tail, value: tail.value.replace(/[ \t]+$/, '') };
  return trimmed.filter((node) => node.type !== 'text' || node.value !== '');
}

function heading(depth: number, children: PhrasingContent[]): string {
  const rank = Math.min(6, Math.max(1, depth));
  let value = phrasing(children, '# ', '\n', plain);
  if (rank < 3 && /\r?\n|\r/.test(value)) {
    const lastLine = value.length - (Math.max(value.lastIndexOf('\r'), value.lastIndexOf('\n')) + 1);
    return `${value}\n${(rank === 1 ? '=' : '-').repeat(lastLine)}`;
  }
  value = value.replace(/\r?\n|\r/g, '&#xA;');
  if (/^[\t ]/.test(value)) value = reference(value.charCodeAt(0)) + value.slice(1);
  const sequence = '#'.repeat(rank);
  return value ? `${sequence} ${value}` : sequence;
}

function code(value: string, lang?: string | null, meta?: string | null): string {
  let longest = 0;
  for (const run of value.match(/`{3,}/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = lang ? `${escapeInfo(lang, ' \t')}${meta ? ` ${escapeInfo(meta, '')}` : ''}` : '';
  return `${fence}${info}\n${value ? `${value}\n` : ''}${fence}`;
}

/** A fenced code block's info string: no backticks (they would end it), no line endings. */
function escapeInfo(value: string, alsoEncode: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    if (char === '`' || char === '\n' || char === '\r' || alsoEncode.includes(char))
      out += reference(char.charCodeAt(0));
    else if (char === '&' && /[#A-Za-z]/.test(value[i + 1] ?? '')) out += '\\&';
    else out += char;
  }
  return out;
}

function list(node: List, bullet: string): string {
  const start = typeof node.start === 'number' && node.start > -1 ? node.start : 1;
  return node.children
    .map((item, index) => listItem(item, node.ordered ? `${start + index}${bullet}` : bullet))
    .join(node.spread ? '\n\n' : '\n');
}

function listItem(item: ListItem, bullet: string): string {
  const size = bullet.length + 1;
  let body = flow(item.children, Boolean(item.spread));
  if (typeof item.checked === 'boolean' && item.children[0]?.type === 'paragraph')
    body = `[${item.checked ? 'x' : ' '}] ${body}`;
  if (!body) return bullet;
  return indent(body, (line, i) => (i ? (line ? ' '.repeat(size) + line : '') : `${bullet} ${line}`));
}

function table(node: Table): string {
  const align = node.align ?? [];
  const rows = node.children.map((row) =>
    row.children.map((cell) => phrasing(cell.children, ' ', ' ', inCell)),
  );
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const widths: number[] = [];
  for (let c = 0; c < columns; c++) {
    const marks =
      (align[c] === 'left' || align[c] === 'center' ? 1 : 0) +
      (align[c] === 'right' || align[c] === 'center' ? 1 : 0);
    widths[c] = Math.max(marks + 1, ...rows.map((row) => row[c]?.length ?? 0));
  }
  const delimiter = widths.map((width, c) => {
    const a = align[c];
    const before = a === 'left' || a === 'center' ? ':' : '';
    const after = a === 'right' || a === 'center' ? ':' : '';
    return before + '-'.repeat(width - before.length - after.length) + after;
  });
  const line = (cells: string[]) =>
    `| ${widths
      .slice(0, Math.max(1, cells.length))
      .map((width, c) => {
        const cell = cells[c] ?? '';
        const room = width - cell.length;
        if (align[c] === 'right') return ' '.repeat(room) + cell;
        if (align[c] === 'center')
          return ' '.repeat(Math.ceil(room / 2)) + cell + ' '.repeat(Math.floor(room / 2));
        return cell + ' '.repeat(room);
      })
      .join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(delimiter.slice(0, Math.max(1, head.length))), ...body.map(line)].join('\n');
}

/** Prefixes or rewrites every line of a block (`i`: the line's index). */
function indent(value: string, map: (line: string, i: number) => string): string {
  return value
    .split('\n')
    .map((line, i) => map(line, i))
    .join('\n');
}

interface Scope {
  /** In link text or image alt (`]` is escaped; no literal autolinks can form). */
  label: boolean;
  /** In a table cell (`|` and line endings are escaped). */
  cell: boolean;
}

const plain: Scope = { label: false, cell: false };
const inCell: Scope = { label: false, cell: true };
const inLabel = (scope: Scope): Scope => ({ ...scope, label: true });

/**
 * Inline content between `before` and `after` (the characters around it). Emphasis next to letters
 * gets the neighbouring character encoded, as mdast-util-to-markdown does, so that it still opens and closes.
 */
function phrasing(nodes: PhrasingContent[], before: string, after: string, scope: Scope): string {
  const parts: string[] = [];
  let encodeNext: string | undefined;
  for (let i = 0; i < nodes.length; i++) {
    const next = nodes[i + 1];
    const left = parts.length ? (parts[parts.length - 1] as string).slice(-1) : before.slice(-1);
    const right = next ? peek(next) : (after[0] ?? '');
    let value = inline(nodes[i] as PhrasingContent, left, right, scope);
    const info = takeSurrounding();
    if (encodeNext && value[0] === encodeNext) value = reference(value.charCodeAt(0)) + value.slice(1);
    encodeNext = undefined;
    if (info?.before && parts.length) {
      const last = parts[parts.length - 1] as string;
      if (last.slice(-1) === left)
        parts[parts.length - 1] = last.slice(0, -1) + reference(left.charCodeAt(0));
    }
    if (info?.after) encodeNext = right;
    parts.push(value);
  }
  return parts.join('');
}

interface Surrounding {
  before: boolean;
  after: boolean;
}

/** Set by an emphasis or strong node: the characters around it that must be encoded. */
let surrounding: Surrounding | undefined;

function takeSurrounding(): Surrounding | undefined {
  const info = surrounding;
  surrounding = undefined;
  return info;
}

/** The first character a node serialises to, for escaping the text before it. */
function peek(node: PhrasingContent): string {
  switch (node.type) {
    case 'text': {
      const first = node.value[0] ?? '';
      return alwaysEscaped.has(first) ? '\\' : first;
    }
    case 'emphasis':
      return '_';
    case 'strong':
      return '*';
    case 'delete':
      return '~';
    case 'inlineCode':
      return '`';
    case 'break':
      return '\\';
    case 'image':
    case 'imageReference':
      return '!';
    case 'link':
      return autolink(node) ? '<' : '[';
    case 'html':
      return node.value[0] ?? '';
    default:
      return '[';
  }
}

function inline(node: PhrasingContent, before: string, after: string, scope: Scope): string {
  switch (node.type) {
    case 'text':
      return escapeText(node.value, before, after, scope);
    case 'emphasis':
      return attention(node.children, '_', before, after, scope);
    case 'strong':
      return attention(node.children, '**', before, after, scope);
    case 'delete':
      return `~~${phrasing(node.children, '~', '~', scope)}~~`;
    case 'inlineCode':
      return inlineCode(node.value, scope);
    case 'break':
      return scope.cell ? '<br />' : '\\\n';
    case 'html':
      return node.value;
    case 'link': {
      if (autolink(node)) return `<${(node.children[0] as { value: string }).value}>`;
      return `[${phrasing(node.children, '[', ']', inLabel(scope))}](${destination(node.url, node.title)})`;
    }
    case 'image':
      return `![${escapeText(node.alt ?? '', '[', ']', inLabel(scope))}](${destination(node.url, node.title)})`;
    case 'linkReference':
      return `[${phrasing(node.children, '[', ']', inLabel(scope))}]${referenceSuffix(node)}`;
    case 'imageReference':
      return `![${escapeText(node.alt ?? '', '[', ']', inLabel(scope))}]${referenceSuffix(node)}`;
    case 'footnoteReference':
      return `[^${label(node.label ?? node.identifier)}]`;
    default:
      return 'children' in node
        ? phrasing(node.children as PhrasingContent[], before, after, scope)
        : 'value' in node
          ? escapeText(String(node.value), before, after, scope)
          : '';
  }
}

function attention(
  children: PhrasingContent[],
  marker: string,
  before: string,
  after: string,
  scope: Scope,
): string {
  let inner = phrasing(children, marker, marker, scope);
  const open = flanking(before, inner[0] ?? '', marker);
  if (open.inside) inner = reference(inner.charCodeAt(0)) + inner.slice(1);
  const close = flanking(after, inner.slice(-1), marker);
  if (close.inside) inner = inner.slice(0, -1) + reference(inner.charCodeAt(inner.length - 1));
  surrounding = { before: open.outside, after: close.outside };
  return marker + inner + marker;
}

type Kind = 'letter' | 'space' | 'punctuation';

function kind(char: string): Kind {
  if (char && /\s/u.test(char)) return 'space';
  return char && /[\p{P}\p{S}]/u.test(char) ? 'punctuation' : 'letter';
}

/**
 * Which characters around an emphasis marker must be encoded for it to open or close (CommonMark's
 * flanking rules): `outside` is the neighbouring character, `inside` the content's first or last.
 */
function flanking(outside: string, inside: string, marker: string): { inside: boolean; outside: boolean } {
  const o = kind(outside);
  const i = kind(inside);
  if (o === 'letter') {
    if (i === 'letter')
      return marker === '_' ? { inside: true, outside: true } : { inside: false, outside: false };
    return i === 'space' ? { inside: true, outside: true } : { inside: false, outside: true };
  }
  if (o === 'space')
    return i === 'space' ? { inside: true, outside: true } : { inside: false, outside: false };
  return { inside: i === 'space', outside: false };
}

function inlineCode(raw: string, scope: Scope): string {
  let value = raw;
  let sequence = '`';
  while (new RegExp(`(^|[^\`])${sequence}([^\`]|$)`).test(value)) sequence += '`';
  if (/[^ \r\n]/.test(value) && ((/^[ \r\n]/.test(value) && /[ \r\n]$/.test(value)) || /^`|`$/.test(value)))
    value = ` ${value} `;
  value = value.replace(/\r?\n|\r/g, ' ');
  if (scope.cell) value = value.replace(/\|/g, '\\|');
  return sequence + value + sequence;
}

/** `<url>` when a link's text is its URL (or its address, for `mailto:`). */
function autolink(node: Extract<PhrasingContent, { type: 'link' }>): boolean {
  const [only] = node.children;
  if (node.title || node.children.length !== 1 || only?.type !== 'text') return false;
  return (
    (only.value === node.url || `mailto:${only.value}` === node.url) &&
    /^[a-z][a-z+.-]+:/i.test(node.url) &&
    !/[\0- <>\u007F]/.test(node.url)
  );
}

function destination(url: string, title?: string | null): string {
  const target =
    (!url && title) || /[\0- \u007F]/.test(url)
      ? `<${url.replace(/[<>\n\r]/g, (c) => (c === '<' || c === '>' ? `\\${c}` : reference(c.charCodeAt(0))))}>`
      : escapeBackslashes(url, '').replace(/[()]/g, '\\$&').replace(characterReference, '\\&');
  return title
    ? `${target} "${escapeBackslashes(title, '"').replace(/["]/g, '\\"').replace(characterReference, '\\&')}"`
    : target;
}

/** An `&` that would start a character reference. */
const characterReference = /&(?=[#A-Za-z])/g;

function referenceSuffix(node: { referenceType: string; label?: string | null; identifier: string }): string {
  if (node.referenceType === 'shortcut') return '';
  if (node.referenceType === 'collapsed') return '[]';
  return `[${label(node.label ?? node.identifier)}]`;
}

function label(value: string): string {
  return escapeBackslashes(value, ']').replace(/[[\]]/g, '\\$&');
}

const punctuation = /[!-/:-@[-`{-~]/;
const alwaysEscaped = new Set(['*', '_', '`', '[', '~']);

/** Doubles backslashes that would otherwise escape the character after them. */
function escapeBackslashes(value: string, after: string): string {
  return value.replace(/\\/g, (match, offset: number) =>
    punctuation.test((value[offset + 1] ?? after) || '') ? '\\\\' : match,
  );
}

function reference(code: number): string {
  return `&#x${code.toString(16).toUpperCase()};`;
}

/**
 * Escapes text so that it reads back as the same text: markers of emphasis, code, links and
 * strikethrough everywhere; what would start a block at the start of a line; what GFM would turn into
 * a link (`www.`, `https:/`, `a@b`); pipes in table cells.
 */
function escapeText(value: string, before: string, after: string, scope: Scope): string {
  const atLineEnd = /[\r\n]/.test(after[0] ?? '');
  const afterLineEnd = /[\r\n]$/.test(before);
  let out = '';
  let done = 0;
  const escapeAt = (i: number) => {
    const char = value[i] as string;
    const previous = i ? (value[i - 1] as string) : before.slice(-1);
    const next = i + 1 < value.length ? (value[i + 1] as string) : (after[0] ?? '');
    if (char === '\n' || char === '\r')
      return scope.cell || previous === '\n' || next === '\n' || next === '\r'
        ? reference(char.charCodeAt(0))
        : undefined;
    if (char === ' ' || char === '\t')
      return /[\r\n]/.test(next) || /[\r\n]/.test(previous) ? reference(char.charCodeAt(0)) : undefined;
    if (char === '_' && i > 0 && kind(previous) === 'letter') {
      let end = i + 1;
      while (value[end] === '_') end++;
      const following = end < value.length ? (value[end] as string) : (after[0] ?? '');
      const edge =
        (i === 1 && /[*_]/.test(before.slice(-1))) ||
        (end === value.length - 1 && /[*_]/.test(after[0] ?? ''));
      if (following && kind(following) === 'letter' && !edge) {
        candidates.lastIndex = end;
        return undefined;
      }
    }
    let digits = i;
    while (digits > 0 && /[0-9]/.test(value[digits - 1] as string)) digits--;
    const lineStart = digits ? value[digits - 1] === '\n' : afterLineEnd;
    const atBreak = lineStart && digits === i;
    const edges = { first: i === 0, last: i === value.length - 1 };
    return escapes(char, previous, next, atBreak, lineStart, scope, edges) ? `\\${char}` : undefined;
  };
  const replace = (i: number) => {
    const replacement = escapeAt(i);
    if (replacement === undefined) return;
    out += value.slice(done, i) + replacement;
    done = i + 1;
  };
  if (afterLineEnd && /^[ \t]/.test(value)) replace(0);
  candidates.lastIndex = done;
  for (let match = candidates.exec(value); match; match = candidates.exec(value)) replace(match.index);
  const last = value.length - 1;
  if (atLineEnd && last >= done && /[ \t]$/.test(value)) replace(last);
  return done ? out + value.slice(done) : value;
}

/** Characters that may need escaping: the rest never do (spaces and tabs only next to a line ending). */
const candidates = /[ \t](?=[\r\n])|(?<=[\r\n])[ \t]|[*_`[\]~\\<&!(|#>=+\-:.)@\n\r]/g;

/**
 * `lineStart`: only digits stand between the line's start and this character; `first`, `last`: its
 * neighbour is outside the text (a character inside it that is always escaped needs no second escape).
 */
function escapes(
  char: string,
  previous: string,
  next: string,
  atBreak: boolean,
  lineStart: boolean,
  scope: Scope,
  { first, last }: { first: boolean; last: boolean },
): boolean {
  switch (char) {
    case '*':
    case '_':
    case '`':
    case '[':
    case '~':
      return true;
    case ']':
      return scope.label;
    case '\\':
      return next === '\n' || next === '\r' || punctuation.test(next);
    case '<':
      return /[!/?A-Za-z]/.test(next);
    case '&':
      return /[#A-Za-z]/.test(next);
    case '!':
      return next === '[' && last;
    case '(':
      return previous === ']' && !(scope.label && !first);
    case '|':
      return scope.cell || (atBreak && /[\t :-]/.test(next));
    case '#':
    case '>':
    case '=':
      return atBreak;
    case '+':
      return atBreak && /^[ \t\r\n]?$/.test(next);
    case '-':
      return atBreak && /^[ \t\r\n:|-]?$/.test(next);
    case ':':
      return (atBreak && next === '-') || (!scope.label && /[ps]/.test(previous) && next === '/');
    case '.':
      if (!scope.label && /[Ww]/.test(previous) && /[-.\w]/.test(next)) return true;
      return lineStart && !atBreak && /[0-9]/.test(previous) && /^[ \t\r\n]?$/.test(next);
    case ')':
      return lineStart && !atBreak && /[0-9]/.test(previous);
    case '@':
      return !scope.label && /[+\-.\w]/.test(previous) && /[-.\w]/.test(next);
    default:
      return false;
  }
}
