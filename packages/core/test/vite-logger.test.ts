import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { shellLogger } from '../src/server/vite-logger.js';
import { removeSite, writeSite } from './helpers/temp-site.js';

const dir = writeSite({
  'src/pages/broken.tsx': 'export default function B() {\n  return <div>{oops</div>;\n}\n',
});
afterAll(() => removeSite(dir));

/** Vite's error for a page module that does not parse, as its dev server logs it on each request. */
const transformError = () =>
  Object.assign(
    new Error(
      'Transform failed with 1 error:\n\n[PARSE_ERROR] Unterminated regular expression\n   ╭─[ src/pages/broken.tsx:2:21 ]\n',
    ),
    { id: path.join(dir, 'src/pages/broken.tsx'), plugin: 'vite:oxc' },
  );

describe("the dev server's logger", () => {
  it('names a module that does not compile at file:line:col with a frame, once until the file changes', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logger = shellLogger({ build: false, docusaurus: false, root: dir, stylesheets: [] });
    const logged = () => printed.mock.calls.map((call) => stripVTControlCharacters(String(call[0])));
    try {
      logger.error('[vite] Internal server error: Transform failed with 1 error:', {
        error: transformError(),
      });
      logger.error('[vite] Internal server error: Transform failed with 1 error:', {
        error: transformError(),
      });
      expect(logged()).toHaveLength(1);
      const [head, ...frame] = (logged()[0] as string).split('\n');
      expect(head).toMatch(/ src\/pages\/broken\.tsx:2:21: Unterminated regular expression$/);
      expect(frame).toContain('> 2 |   return <div>{oops</div>;');

      const later = new Date(Date.now() + 5000);
      fs.utimesSync(path.join(dir, 'src/pages/broken.tsx'), later, later);
      logger.error('[vite] Internal server error: Transform failed with 1 error:', {
        error: transformError(),
      });
      expect(logged()).toHaveLength(2);

      logger.error('something else went wrong');
      expect(logged()[2]).toBe('something else went wrong');
    } finally {
      printed.mockRestore();
    }
  });

  it('says what the dev server does (info), where a build only warns', () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      shellLogger({ build: true, docusaurus: false, root: dir, stylesheets: [] }).info('built');
      expect(printed).not.toHaveBeenCalled();
      shellLogger({ build: false, docusaurus: false, root: dir, stylesheets: [] }).info(
        'site.config.ts changed: restarting the dev server.',
      );
      expect(printed.mock.calls.map((call) => stripVTControlCharacters(String(call[0])))).toEqual([
        'site.config.ts changed: restarting the dev server.',
      ]);
    } finally {
      printed.mockRestore();
    }
  });

  it("names the site's stylesheet holding a rule the CSS minifier does not know, once for both builds", () => {
    const site = writeSite({
      'src/css/custom.css': "@import './colors.css';\n.a { color: red; }\n",
      'src/css/colors.css': '@theme inline {\n  --color-a: red;\n}\n',
    });
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const note = '[lightningcss minify] Unknown at rule: @theme\n1897 |  }\n1899 |  @theme inline {\n';
      for (let build = 0; build < 2; build++)
        shellLogger({
          build: true,
          docusaurus: true,
          root: site,
          stylesheets: [path.join(site, 'src/css/custom.css')],
        }).warn(note);
      expect(printed.mock.calls.map((call) => stripVTControlCharacters(String(call[0])))).toEqual([
        'warning: src/css/colors.css: unknown at-rule @theme: the minified CSS keeps it as written',
      ]);
    } finally {
      printed.mockRestore();
      removeSite(site);
    }
  });
});
