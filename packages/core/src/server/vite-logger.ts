import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ContentError } from '@market-data-docs/mdx-pipeline';
import { createLogger, type Logger } from 'vite';
import { bundleProblems } from './bundle-problems.js';

export interface ShellLoggerOptions {
  /** `mdd build` (else the dev server). */
  build: boolean;
  /** A migrated Docusaurus site. */
  docusaurus: boolean;
  root: string;
  /** The site's stylesheets (`css`), to name the one whose `url()` found no file. */
  stylesheets: string[];
}

/**
 * Vite's logger for the app shell. For a build, without its "✗ Build failed" line (`mdd build`
 * reports the errors, each at its file). For the dev server, a module that does not compile is one
 * `file:line:col: reason` with a code frame, as `mdd build` says it, once until the file changes
 * (Vite logs its error and stack again on every request for the module). A stylesheet's `url()` that names no file is a warning
 * naming the stylesheet (Vite's note names the URL twice); for a migrated site it is left out, as
 * Docusaurus leaves absolute `url(/img/x.png)` for the browser to resolve.
 */
/** The minifier's notes already given: the client's and the server's builds minify the same CSS. */
const minifyNotes = new Set<string>();

/**
 * The CSS minifier's note on a rule it does not know (`@theme` of Tailwind 4 in a site on Tailwind
 * 3), once, naming the stylesheet that has it (one of the site's, or a file beside one): Vite's note
 * shows the bundled CSS, not the site's file.
 */
function minifyNote(reason: string, options: ShellLoggerOptions): string | undefined {
  const rule = /^Unknown at rule: (@[\w-]+)/.exec(reason)?.[1];
  const beside = options.stylesheets.flatMap((sheet) =>
    fs
      .readdirSync(path.dirname(sheet))
      .filter((name) => /\.s?css$/.test(name))
      .map((name) => path.join(path.dirname(sheet), name)),
  );
  const sheet = rule
    ? [...new Set([...options.stylesheets, ...beside])].find((file) =>
        new RegExp(`${rule}\\b`).test(fs.readFileSync(file, 'utf8')),
      )
    : undefined;
  const where = sheet ? `${path.relative(options.root, sheet).split(path.sep).join('/')}: ` : 'CSS: ';
  const text = rule
    ? `warning: ${where}unknown at-rule ${rule}: the minified CSS keeps it as written`
    : `warning: ${where}${reason} (CSS minifier)`;
  if (minifyNotes.has(text)) return undefined;
  minifyNotes.add(text);
  return text;
}

export function shellLogger(options: ShellLoggerOptions): Logger {
  // The dev server says what it does (a restart after a config edit, Vite's updates); a build only warns.
  const logger = createLogger(options.build ? 'warn' : 'info');
  const warn = logger.warn.bind(logger);
  const warnOnce = logger.warnOnce.bind(logger);
  const error = logger.error.bind(logger);
  const rewrite = (message: string): string | undefined => {
    const minify = /^\[lightningcss minify\] ([^\n]+)/.exec(stripVTControlCharacters(message))?.[1];
    if (minify) return minifyNote(minify, options);
    const url = /^\s*(\S+) referenced in \S+ didn't resolve at build time/.exec(
      stripVTControlCharacters(message),
    )?.[1];
    if (!url) return message;
    if (options.docusaurus) return undefined;
    const sheet = options.stylesheets.find((file) => fs.readFileSync(file, 'utf8').includes(url));
    const where = sheet ? `${path.relative(options.root, sheet).split(path.sep).join('/')}: ` : '';
    return `warning: ${where}url(${url}) names no file: it is left as it is, for the browser to ask for`;
  };
  logger.warn = (message, warnOptions) => {
    const text = rewrite(message);
    if (text) warn(text, warnOptions);
  };
  logger.warnOnce = (message, warnOptions) => {
    const text = rewrite(message);
    if (text) warnOnce(text, warnOptions);
  };
  const reported = new Set<string>();
  logger.error = (message, errorOptions) => {
    if (options.build) {
      if (!stripVTControlCharacters(message).startsWith('✗ Build failed')) error(message, errorOptions);
      return;
    }
    const problem = errorOptions?.error ? bundleProblems(errorOptions.error)[0] : undefined;
    if (!problem?.file || !fs.existsSync(problem.file)) return error(message, errorOptions);
    const { file, line, column, frame } = problem;
    const text = new ContentError(problem.message, {
      file: path.relative(options.root, file).split(path.sep).join('/'),
      line,
      column,
      frame,
    }).format();
    const key = `${fs.statSync(file).mtimeMs} ${text}`;
    if (reported.has(key)) return;
    reported.add(key);
    error(text, { timestamp: true });
  };
  return logger;
}
