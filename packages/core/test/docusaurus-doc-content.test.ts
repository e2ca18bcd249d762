import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from './helpers/built-pages.js';
import { type MddRun, mdd } from './helpers/run-mdd.js';
import { removeSite } from './helpers/temp-site.js';

const fixture = path.join(import.meta.dirname, 'fixtures/docusaurus-content-site');

describe('mdd build of a Docusaurus site that swizzled DocItem/Content alone', () => {
  let dir: string;
  let run: MddRun;
  const { read } = builtPages(() => dir);
  /** The doc's article, without the tags and text React or the theme put around the words. */
  const article = (file: string) => /<article[\s\S]*<\/article>/.exec(read(file))?.[0] ?? '';

  beforeAll(async () => {
    const sitesDir = path.join(import.meta.dirname, '.sites');
    fs.mkdirSync(sitesDir, { recursive: true });
    dir = fs.mkdtempSync(path.join(sitesDir, 'doc-content-'));
    fs.cpSync(fixture, dir, { recursive: true });
    run = await mdd(['build', dir]);
  });
  afterAll(() => removeSite(dir));

  it('uses the swizzled component, with no warning', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('shows its banner, then the doc’s content, then its widget, below the theme’s header', () => {
    const html = article('docs/intro/index.html');
    const order = [
      '<h1 class="mdd-doc__title">Introduction</h1>',
      '<div class="doc-banner" role="note">Reviewed page: Introduction</div>',
      '<p>Ledger keeps the books of a trading desk.',
      '<h2 id="journals"',
      '<div class="doc-feedback">Was this page helpful? <button type="button">Yes</button></div>',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The title shows once: in the header, not again from `@theme-original/DocItem/Content`.
    expect(read('docs/intro/index.html').match(/<h1/g)).toHaveLength(1);
    expect(html.match(/class="mdd-content"/g)).toHaveLength(1);
  });

  it('reads the doc shown with useDoc() on every doc, a `# title` doc too', () => {
    const html = article('docs/accounts/index.html');
    expect(html).toContain('<h1 class="mdd-doc__title">Accounts</h1>');
    expect(html).toContain('Reviewed page: Accounts</div><p>An account holds the positions of one book.</p>');
    expect(read('docs/accounts/index.html').match(/<h1/g)).toHaveLength(1);
  });

  it('leaves blog posts to the theme’s body', () => {
    const post = read('blog/2026/01/10/opening/index.html');
    expect(post).toContain('The ledger is open for entries.');
    expect(post).not.toContain('doc-banner');
    expect(post).not.toContain('doc-feedback');
  });
});
