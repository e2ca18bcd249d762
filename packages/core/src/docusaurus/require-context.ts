import fs from 'node:fs';
import path from 'node:path';

/** `require(`...${x}...`)`: a template literal with at least one expression. */
const templateRequire = /\brequire\(\s*`((?:[^`\\]|\\.)*)`\s*\)/g;
const expression = /\$\{[^{}`]*\}/g;
const loaderPrefix = /^!*(?:raw-loader|yaml-loader|json-loader|file-loader|url-loader)!/;
/** Files a context module takes at most: more is a mistake in the pattern, not a list of files. */
const maxFiles = 2000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function filesUnder(dir: string, out: string[] = [], rel = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) filesUnder(dir, out, child);
    else if (entry.isFile()) out.push(child);
    if (out.length > maxFiles) break;
  }
  return out;
}

interface Context {
  loader: string;
  /** The request up to its folder (`@site/static/img/`). */
  dirRequest: string;
  dir: string;
  /** The files it takes, relative to `dir`. */
  files: string[];
}

/** The context a template literal's text names (`!!raw-loader!@site/examples/${name}.ts`), if any. */
function contextOf(body: string, file: string, siteRoot: string): Context | undefined {
  if (!body.includes('${')) return undefined;
  const parts = body.split(expression);
  if (parts.length < 2 || parts.some((part) => part.includes('${'))) return undefined;
  const first = parts[0] as string;
  const loader = loaderPrefix.exec(first)?.[0] ?? '';
  const request = first.slice(loader.length);
  const slash = request.lastIndexOf('/');
  if (slash < 0) return undefined;
  const dirRequest = request.slice(0, slash + 1);
  let dir: string;
  if (dirRequest.startsWith('@site/')) dir = path.join(siteRoot, dirRequest.slice('@site/'.length));
  else if (dirRequest.startsWith('./') || dirRequest.startsWith('../'))
    dir = path.resolve(path.dirname(file), dirRequest);
  else return undefined;
  const pattern = new RegExp(
    `^${escapeRegExp(request.slice(slash + 1))}${parts
      .slice(1)
      .map((part) => `.*${escapeRegExp(part)}`)
      .join('')}$`,
    's',
  );
  const files = filesUnder(dir).filter((rel) => pattern.test(rel));
  return files.length > maxFiles ? undefined : { loader, dirRequest, dir, files };
}

/**
 * The files the context modules of a module's code take (see {@link requireContexts}), so that the
 * app shell's cache key changes when one of them does.
 */
export function contextFiles(code: string, file: string, siteRoot: string): string[] {
  if (!code.includes('require(')) return [];
  const out: string[] = [];
  for (const match of code.matchAll(templateRequire)) {
    const context = contextOf(match[1] as string, file, siteRoot);
    if (context) out.push(...context.files.map((rel) => path.join(context.dir, rel)));
  }
  return out;
}

/**
 * webpack's context modules, which Docusaurus sites rely on: `require(`@site/static/img/${name}.png`)`
 * or `require(`!!raw-loader!./examples/${file}`)` bundles every file of the folder the literal's
 * fixed start names that its pattern can match, and picks one at run time. Each such call becomes a
 * lookup in a map of static imports of those files (keyed by the request each one answers), which
 * throws webpack's "Cannot find module" for any other. Folders under `node_modules` and hidden ones
 * are not searched. Returns undefined when the code has no such call.
 */
export function requireContexts(code: string, file: string, siteRoot: string): string | undefined {
  if (!code.includes('require(')) return undefined;
  const imports: string[] = [];
  let count = 0;
  const replaced = code.replace(templateRequire, (call, body: string) => {
    const context = contextOf(body, file, siteRoot);
    if (!context) return call;
    const { loader, dirRequest, dir } = context;
    const entries = context.files.map((rel) => {
      const name = `__mdd_context_${count++}`;
      imports.push(`import * as ${name} from ${JSON.stringify(loader + path.join(dir, rel))};`);
      // A JSON file is its data to `require`, as in webpack; any other module its namespace.
      const value = !loader && rel.endsWith('.json') ? `${name}.default` : name;
      return `${JSON.stringify(loader + dirRequest + rel)}: ${value}`;
    });
    return `__mddRequireContext({ ${entries.join(', ')} }, \`${body}\`)`;
  });
  if (replaced === code) return undefined;
  return `${imports.join('\n')}
function __mddRequireContext(map, request) {
  if (Object.prototype.hasOwnProperty.call(map, request)) return map[request];
  const error = new Error("Cannot find module '" + request + "'");
  error.code = 'MODULE_NOT_FOUND';
  throw error;
}
${replaced}`;
}
