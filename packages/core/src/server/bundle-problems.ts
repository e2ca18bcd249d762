import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { codeFrame } from '@market-data-docs/mdx-pipeline';
import { packageName } from '../config/module-errors.js';
import { shimExports } from '../docusaurus/shim-modules.js';

/** One error of the bundler as plain data: Rolldown's errors lose their places on the way from its thread. */
export interface BundleProblem {
  message: string;
  /** Absolute path of the module at fault. */
  file?: string;
  line?: number;
  /** 1-based. */
  column?: number;
  frame?: string;
  /** The import that names no file or installed package. */
  specifier?: string;
}

interface RolldownError {
  message?: string;
  id?: string;
  loc?: { line: number; column: number; file?: string };
}

/**
 * The errors of a failed Vite build (`error.errors`, else the error itself), each with its file,
 * line and column when the bundler gave them: as an `id` and `loc`, in the heading of its code frame
 * (`╭─[ src/pages/about.tsx:1:32 ]`, relative to the working directory), or in an unresolved
 * import's message.
 */
export function bundleProblems(error: unknown): BundleProblem[] {
  const list = ((error as { errors?: unknown[] })?.errors ?? [error]) as RolldownError[];
  return list.map((e) => {
    const text = stripVTControlCharacters(String(e?.message ?? e));
    const unresolved = /failed to resolve import "([^"]+)" from "([^"]+)"/.exec(text);
    if (unresolved) return unresolvedImport(unresolved[1] as string, unresolved[2] as string);
    const heading = /╭─\[ ?(.+?):(\d+):(\d+) ?\]/.exec(text);
    const id = e?.id ?? e?.loc?.file ?? heading?.[1];
    const file = id ? path.resolve(id.split('?')[0] as string) : undefined;
    const line = e?.loc?.line ?? (heading ? Number(heading[2]) : undefined);
    const column = e?.loc ? e.loc.column + 1 : heading ? Number(heading[3]) : undefined;
    // Vite's transform errors open with "Transform failed with 1 error:" and give the reason below.
    const reason = text
      .split('\n')
      .find((line) => line.trim() && !/^Transform failed with \d+ errors?:/.test(line));
    const message = (reason ?? '').replace(/^\[[\w:-]+\]:? /, '').trim();
    const missing = missingExport.exec(message);
    if (missing && file)
      return missingExportProblem(missing[1] as string, missing[2] as string, file, { line, column });
    return { message, file, line, column, frame: frameAt(file, line, column) };
  });
}

/** Rolldown's `"x" is not exported by "<module id>".`: the id may be a virtual module's (`\0prefix:name`, the NUL written as `\0`). */
const missingExport = /^"([^"]+)" is not exported by "(?:(?:\0|\\0)[\w-]+:)?([^"]+)"/;

/**
 * A name a module imports that the imported module does not export, at the name in the import (the
 * bundler's place is in the module as compiled, a line off when a comment opened it); for one of
 * Docusaurus's modules, with what this engine's stand-in has.
 */
function missingExportProblem(
  name: string,
  module: string,
  file: string,
  bundler: Pick<BundleProblem, 'line' | 'column'>,
): BundleProblem {
  const has = shimExports(module);
  const message = has
    ? `"${name}" is not exported by "${module}" as this engine provides it (it has ${has.join(', ')})`
    : `"${name}" is not exported by "${module}"`;
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const quoted = module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const statement of source.matchAll(
    new RegExp(`\\bimport\\s(?:(?!\\bimport\\s)[^;])*?from\\s*(['"])${quoted}\\1`, 'g'),
  )) {
    const at = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).exec(statement[0]);
    if (!at) continue;
    const before = source.slice(0, (statement.index ?? 0) + at.index).split('\n');
    const line = before.length;
    const column = (before.at(-1)?.length ?? 0) + 1;
    return { message, file, line, column, frame: codeFrame(source, line, column) };
  }
  return { message, file, ...bundler, frame: frameAt(file, bundler.line, bundler.column) };
}

/** An import that names no file or installed package, at its line in the importing module. */
function unresolvedImport(specifier: string, file: string): BundleProblem {
  const local = specifier.startsWith('.') || path.isAbsolute(specifier);
  const pkg = packageName(specifier);
  const message = local
    ? `no file for "${specifier}"`
    : `"${specifier}" is not installed: install it (npm install ${pkg})`;
  return { message, file, specifier, ...importPlace(file, specifier) };
}

/** Where `file` first names `specifier` in quotes: its line and column, and a code frame. */
export function importPlace(
  file: string,
  specifier: string,
): Pick<BundleProblem, 'line' | 'column' | 'frame'> {
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const at = [`'${specifier}'`, `"${specifier}"`].map((quoted) => source.indexOf(quoted)).find((i) => i >= 0);
  if (at === undefined) return {};
  const before = source.slice(0, at).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return { line, column, frame: codeFrame(source, line, column) };
}

function frameAt(file: string | undefined, line: number | undefined, column: number | undefined) {
  if (!file || !line || !fs.existsSync(file)) return undefined;
  return codeFrame(fs.readFileSync(file, 'utf8'), line, column);
}
