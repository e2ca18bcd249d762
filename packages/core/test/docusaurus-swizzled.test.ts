import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSwizzled } from '../src/docusaurus/swizzled.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A `src/theme` folder holding an empty component module at each of `files`. */
function themeDir(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-swizzled-'));
  dirs.push(dir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), 'export default function Part() { return null; }\n');
  }
  return dir;
}

describe('swizzled components of a Docusaurus site', () => {
  it('uses the parts of this theme and the wrappers, and names only what nothing uses', () => {
    const dir = themeDir([
      'Footer/index.tsx',
      'Footer/Links/index.tsx',
      'Footer/Links/MultiColumn/index.tsx',
      'Root.tsx',
      'Layout/Provider/index.tsx',
      'TOC/index.tsx',
    ]);
    const warnings: string[] = [];
    const found = findSwizzled(dir, (message) => warnings.push(message));
    expect(found.slots).toEqual({ Footer: path.join(dir, 'Footer/index.tsx') });
    expect(found.wrappers).toEqual([path.join(dir, 'Root.tsx'), path.join(dir, 'Layout/Provider/index.tsx')]);
    // The Footer's own parts show with the site's Footer, which imports them.
    expect(warnings).toEqual([
      "src/theme: TOC is not used (this theme has no such part to replace); the theme's own part shows",
    ]);
  });

  it('fills the doc page’s slots with a swizzled DocItem/Layout, DocItem/Footer and DocCategoryGeneratedIndexPage', () => {
    const dir = themeDir([
      'DocItem/Layout/index.tsx',
      'DocItem/Footer/index.tsx',
      'DocItem/Content/index.tsx',
      'DocCategoryGeneratedIndexPage/index.tsx',
      'DocItem/TOC/Desktop/index.tsx',
    ]);
    const warnings: string[] = [];
    const found = findSwizzled(dir, (message) => warnings.push(message));
    expect(found.slots).toEqual({
      DocLayout: path.join(dir, 'DocItem/Layout/index.tsx'),
      DocFooter: path.join(dir, 'DocItem/Footer/index.tsx'),
      CategoryIndexPage: path.join(dir, 'DocCategoryGeneratedIndexPage/index.tsx'),
    });
    // The layout's parts (`@theme/DocItem/Content` ...) are what the site's layout imports.
    expect(warnings).toEqual([]);
  });

  it('makes a DocItem/Content without a DocItem/Layout the body of the theme’s doc layout', () => {
    const dir = themeDir([
      'DocItem/Content/index.js',
      'DocItem/Content/Banner.js',
      'DocItem/TOC/Mobile/index.js',
    ]);
    const warnings: string[] = [];
    const found = findSwizzled(dir, (message) => warnings.push(message));
    expect(found.slots).toEqual({ DocContent: path.join(dir, 'DocItem/Content/index.js') });
    // Its own parts show with it; a `DocItem/TOC/Mobile` has no layout to import it.
    expect(warnings).toEqual([
      "src/theme: DocItem/TOC/Mobile is not used (this theme has no such part to replace); the theme's own part shows",
    ]);
  });
});
