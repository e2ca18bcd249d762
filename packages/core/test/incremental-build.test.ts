import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createLocalSearchClient } from '@market-data-docs/search/local';
import { afterAll, describe, expect, it } from 'vitest';
import { missingPages } from '../src/server/page-writer.js';
import { pruneShells } from '../src/server/shell.js';
import { page, removeSite, writeFiles, writeSite } from './helpers/temp-site.js';

// The build command as a user runs it (`mdd build`, from dist/), on a small site.
const bin = path.join(import.meta.dirname, '../bin/mdd.js');
const dir = writeSite({});
const outDir = path.join(dir, 'build');

afterAll(() => removeSite(dir));

const writePage = (name: string, title: string, text: string) =>
  writeFiles(dir, { [`content/guide/${name}.mdx`]: page(title, text) });

/** Runs the build of a site; returns how many pages it rendered and how many it took from the previous build. */
function build(site = dir): { rendered: number; unchanged: number } {
  const output = execFileSync(process.execPath, [bin, 'build', site], {
    env: { ...process.env, NODE_ENV: 'production', CI: 'true' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const counts = /Built (\d+) pages(?: \((\d+) rendered, (\d+) unchanged\))?/.exec(output);
  if (!counts) throw new Error(`unexpected output:\n${output}`);
  const pages = Number(counts[1]);
  return counts[2]
    ? { rendered: Number(counts[2]), unchanged: Number(counts[3]) }
    : { rendered: pages, unchanged: 0 };
}

const read = (rel: string) => fs.readFileSync(path.join(outDir, rel), 'utf8');

describe('a build after a build', () => {
  it('writes only the pages whose data changed, and keeps the others as they were', () => {
    writePage('alpha', 'Alpha', 'The first page.');
    writePage('beta', 'Beta', 'The second page.');
    writePage('gamma', 'Gamma', 'The third page.');
    const first = build();
    expect(first.unchanged).toBe(0);
    const alphaHtml = read('guide/alpha/index.html');

    expect(build()).toEqual({ rendered: 0, unchanged: first.rendered });
    expect(read('guide/alpha/index.html')).toBe(alphaHtml);

    writePage('beta', 'Beta', 'The second page, edited.');
    expect(build()).toEqual({ rendered: 1, unchanged: first.rendered - 1 });
    expect(read('guide/beta/index.html')).toContain('The second page, edited.');
    expect(read('guide/beta/index.json')).toContain('The second page, edited.');
    expect(read('guide/beta.md')).toContain('The second page, edited.');
    expect(read('guide/alpha/index.html')).toBe(alphaHtml);

    // A new title shows in every page's sidebar: all three pages are written again.
    writePage('gamma', 'Gamma renamed', 'The third page.');
    expect(build().rendered).toBeGreaterThanOrEqual(3);
    for (const name of ['alpha', 'beta', 'gamma']) {
      expect(read(`guide/${name}/index.html`)).toContain('Gamma renamed');
      expect(read(`guide/${name}/index.json`)).toContain('Gamma renamed');
    }
  });

  it('writes a page again whose HTML is gone from the output, as 404.html moved to the top of a host', () => {
    writePage('alpha', 'Alpha', 'The first page.');
    build();
    fs.rmSync(path.join(outDir, '404.html'));
    fs.rmSync(path.join(outDir, 'guide/alpha/index.html'));
    expect(build().rendered).toBe(2);
    expect(read('404.html')).toContain('<html');
    expect(read('guide/alpha/index.html')).toContain('The first page.');
  });

  it('finds the pages that lost their HTML on a thread of its own, before the build renders', async () => {
    writePage('alpha', 'Alpha', 'The first page.');
    build();
    expect(await missingPages(outDir)).toEqual(new Set());
    fs.rmSync(path.join(outDir, 'guide/alpha/index.html'));
    expect(await missingPages(outDir)).toEqual(new Set(['guide/alpha/index.html']));
    expect(await missingPages(path.join(dir, 'no-build'))).toEqual(new Set());
  });
});

/** Every file of the output with its inode and mtime: a file written again gets a new one of either. */
function snapshot(root: string): Map<string, { stamp: string; text: Buffer }> {
  const files = new Map<string, { stamp: string; text: Buffer }>();
  for (const rel of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(root, rel));
    if (stat.isFile())
      files.set(rel.split(path.sep).join('/'), {
        stamp: `${stat.ino}:${stat.mtimeMs}`,
        text: fs.readFileSync(path.join(root, rel)),
      });
  }
  return files;
}

/** What a build did to the output: files written again (sorted), added and removed. */
function difference(before: ReturnType<typeof snapshot>, after: ReturnType<typeof snapshot>) {
  const rewritten = [...after.keys()].filter(
    (rel) => before.has(rel) && before.get(rel)?.stamp !== after.get(rel)?.stamp,
  );
  return {
    rewritten: rewritten.sort(),
    added: [...after.keys()].filter((rel) => !before.has(rel)).sort(),
    removed: [...before.keys()].filter((rel) => !after.has(rel)).sort(),
    sameText: rewritten.filter((rel) => before.get(rel)?.text.equals(after.get(rel)?.text as Buffer)),
  };
}

/** The URLs of the hits of `query` in the search index of the build in `out`. */
async function searchBuild(out: string, query: string): Promise<string[]> {
  const client = createLocalSearchClient({
    baseUrl: 'https://docs.example.com/docs/search-index/',
    fetch: async (url) => {
      const file = path.join(
        out,
        'search-index',
        url.slice('https://docs.example.com/docs/search-index/'.length),
      );
      const found = fs.existsSync(file);
      return {
        ok: found,
        status: found ? 200 : 404,
        text: async () => (found ? fs.readFileSync(file, 'utf8') : ''),
      };
    },
  });
  return (await client.search(query)).groups.flatMap((g) => g.hits).map((h) => h.url);
}

/**
 * A page of ten sections, `extra` at the end of the last: 200 of them make an index in shards (its
 * results' rows outgrow one file).
 */
const body = (n: number, extra = '') =>
  Array.from(
    { length: 10 },
    (_, k) =>
      `## Section ${k} of topic ${n} about candles, quotes and option chains\n\nText ${n}.${k} on symbols, strikes and expirations of the market: code${n}x${k}. ${k === 9 ? extra : ''}`,
  ).join('\n\n');

describe('a build after a build, in place', () => {
  const site = writeSite({});
  const out = path.join(site, 'build');
  const pageFiles = (name: string) => [
    `guide/${name}.md`,
    `guide/${name}/index.html`,
    `guide/${name}/index.json`,
  ];
  const isPage = (rel: string) => /^guide\/(alpha|beta|gamma)(\.md|\/index\.(html|json))$/.test(rel);
  afterAll(() => removeSite(site));
  const run = () => build(site);

  it('rewrites the files of the pages an edit shows in, deletes those of a deleted page, and writes nothing else that did not change', () => {
    writeFiles(site, {
      'content/guide/alpha.mdx': page('Alpha', 'The first page.', 'description: First\n'),
      'content/guide/beta.mdx': page('Beta', 'The second page.', 'description: Second\n'),
      'content/guide/gamma.mdx': page('Gamma', 'The third page.', 'description: Third\n'),
    });
    run();
    const first = snapshot(out);

    // A body edit: that page's data, HTML and twin, and the search index that holds its text.
    writeFiles(site, {
      'content/guide/beta.mdx': page('Beta', 'The second page, edited.', 'description: Second\n'),
    });
    run();
    const edited = snapshot(out);
    const afterEdit = difference(first, edited);
    expect(afterEdit.rewritten.filter(isPage)).toEqual(pageFiles('beta'));
    expect(afterEdit.sameText.filter((rel) => rel !== '.mdd-build.json')).toEqual([]);
    expect(afterEdit.added).toEqual([]);
    expect(afterEdit.removed).toEqual([]);
    expect(edited.get('guide/beta/index.html')?.text.toString()).toContain('The second page, edited.');

    // Nothing changed: nothing is written but the build's stamp.
    run();
    expect(difference(edited, snapshot(out)).rewritten).toEqual(['.mdd-build.json']);

    // A deleted page: its files go; the pages whose sidebar and neighbours listed it are written again.
    fs.rmSync(path.join(site, 'content/guide/gamma.mdx'));
    run();
    const deleted = difference(edited, snapshot(out));
    expect(deleted.removed.filter(isPage)).toEqual(pageFiles('gamma'));
    expect(fs.existsSync(path.join(out, 'guide/gamma'))).toBe(false);
    expect(deleted.rewritten.filter(isPage)).toEqual([
      'guide/alpha/index.html',
      'guide/alpha/index.json',
      'guide/beta/index.html',
      'guide/beta/index.json',
    ]);
    expect(deleted.sameText.filter((rel) => rel !== '.mdd-build.json')).toEqual([]);
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('gamma');
    // The stamp names a page's usual files by its HTML alone: its key, without the paths it implies.
    const stamp = JSON.parse(fs.readFileSync(path.join(out, '.mdd-build.json'), 'utf8'));
    expect(stamp.pages['guide/alpha/index.html']).toEqual(expect.any(String));
    expect(stamp.pages['404.html']).toEqual([expect.any(String)]);
  });
});

describe('the search index after an edit', () => {
  const site = writeSite({});
  const out = path.join(site, 'build');
  afterAll(() => removeSite(site));
  const run = () => build(site);
  const searchFiles = () =>
    new Map(
      [...snapshot(out)].filter(([rel]) => rel.startsWith('search-index/')).map(([rel, v]) => [rel, v]),
    );
  const search = (query: string) => searchBuild(out, query);

  it('writes its manifest, the shards of the words the page gained or lost and its doc shard, and nothing else', async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 200 }, (_, n) => [`content/guide/topic-${n}.mdx`, page(`Topic ${n}`, body(n))]),
    );
    writeFiles(site, pages);
    run();
    const before = searchFiles();
    expect([...before.keys()].filter((rel) => rel.startsWith('search-index/d/')).length).toBeGreaterThan(20);

    writeFiles(site, {
      'content/guide/topic-42.mdx': page('Topic 42', body(42, 'Zanzibar quokkas trade here.')),
    });
    run();
    const after = searchFiles();
    const change = difference(before, after);
    expect(change.rewritten).toEqual(['search-index/manifest.json']);
    const added = (kind: string) => change.added.filter((rel) => rel.startsWith(`search-index/${kind}/`));
    const removed = (kind: string) => change.removed.filter((rel) => rel.startsWith(`search-index/${kind}/`));
    expect(added('d')).toHaveLength(1);
    expect(removed('d')).toHaveLength(1);
    expect(added('t').length).toBeGreaterThan(0);
    expect(added('t').length).toBeLessThan([...before.keys()].filter((rel) => rel.includes('/t/')).length);
    expect(removed('t')).toHaveLength(added('t').length);
    expect((await search('zanzibar quokkas'))[0]).toMatch(/^\/guide\/topic-42#/);
    expect(await search('candles topic 7')).toContain('/guide/topic-7');
    const records = fs.readFileSync(path.join(site, 'node_modules/.cache/mdd/search-records/0.json'), 'utf8');
    expect(records).toContain('Zanzibar quokkas trade here.');

    // Undone, the words go: the page is found by its old text only.
    writeFiles(site, { 'content/guide/topic-42.mdx': page('Topic 42', body(42)) });
    run();
    expect(await search('zanzibar quokkas')).toEqual([]);
    expect(await search('topic 42 candles')).toContain('/guide/topic-42');
  });
});

describe('a build after edits that show on their own pages alone', () => {
  const site = writeSite({});
  const out = path.join(site, 'build');
  const cache = path.join(site, 'node_modules/.cache/mdd');
  afterAll(() => removeSite(site));
  const run = () => build(site);
  const topic = (n: number, extra = '', title = `Topic ${n}`) => ({
    [`content/guide/topic-${n}.mdx`]: page(title, body(n, extra)),
  });
  const stampOf = (rel: string) =>
    JSON.parse(fs.readFileSync(path.join(out, '.mdd-build.json'), 'utf8')).pages[rel];
  /** The files of two outputs that differ (the stamps aside), or that only one has. */
  const differing = (a: ReturnType<typeof snapshot>, b: ReturnType<typeof snapshot>) =>
    [...new Set([...a.keys(), ...b.keys()])].filter(
      (rel) => rel !== '.mdd-build.json' && !a.get(rel)?.text.equals(b.get(rel)?.text ?? Buffer.alloc(0)),
    );

  it('writes only the edited page and its search shards, the same files as a whole build writes', () => {
    writeFiles(site, Object.assign({}, ...Array.from({ length: 200 }, (_, n) => topic(n))));
    run();
    const before = snapshot(out);
    const saved = fs.mkdtempSync(path.join(site, 'saved-'));
    fs.cpSync(out, path.join(saved, 'build'), { recursive: true });
    fs.cpSync(cache, path.join(saved, 'cache'), { recursive: true });

    writeFiles(site, topic(42, 'Zanzibar quokkas trade here.'));
    expect(run().rendered).toBe(1);
    const edited = snapshot(out);
    // Its key is left empty: what this build cannot tell (its place in the sidebar) a whole one will.
    expect(stampOf('guide/topic-42/index.html')).toBe('');
    const change = difference(before, edited);
    expect(change.rewritten.filter((rel) => !rel.startsWith('search-index/'))).toEqual([
      '.mdd-build.json',
      'guide/topic-42.md',
      'guide/topic-42/index.html',
      'guide/topic-42/index.json',
    ]);
    expect(change.added.every((rel) => rel.startsWith('search-index/'))).toBe(true);
    expect(change.removed.every((rel) => rel.startsWith('search-index/'))).toBe(true);
    expect(edited.get('guide/topic-42/index.html')?.text.toString()).toContain(
      'Zanzibar quokkas trade here.',
    );

    // The same edit built whole, from the same previous build and caches: the same bytes.
    fs.rmSync(out, { recursive: true });
    fs.rmSync(cache, { recursive: true });
    fs.cpSync(path.join(saved, 'build'), out, { recursive: true });
    fs.cpSync(path.join(saved, 'cache'), cache, { recursive: true });
    fs.rmSync(path.join(cache, 'build-state.json'));
    run();
    expect(stampOf('guide/topic-42/index.html')).not.toBe('');
    const whole = snapshot(out);
    expect(whole.size).toBe(edited.size);
    expect(differing(whole, edited)).toEqual([]);
  });

  it('builds whole when an edit shows beyond its page, and after an edit that did not compile', async () => {
    writeFiles(site, topic(42, '', 'Topic forty-two'));
    run();
    expect(stampOf('guide/topic-42/index.html')).not.toBe('');
    // Its neighbours name it as their previous and next page.
    for (const n of [41, 43])
      expect(fs.readFileSync(path.join(out, `guide/topic-${n}/index.html`), 'utf8')).toContain(
        'Topic forty-two',
      );

    const html = fs.readFileSync(path.join(out, 'guide/topic-7/index.html'), 'utf8');
    writeFiles(site, { 'content/guide/topic-7.mdx': page('Topic 7', `${body(7)}\n\n<Broken\n`) });
    expect(run).toThrow(/guide\/topic-7\.mdx:\d+:\d+/);
    expect(fs.readFileSync(path.join(out, 'guide/topic-7/index.html'), 'utf8')).toBe(html);
    writeFiles(site, topic(7, 'Quokkas again.'));
    run();
    expect(fs.readFileSync(path.join(out, 'guide/topic-7/index.html'), 'utf8')).toContain('Quokkas again.');
    expect(await searchBuild(out, 'quokkas again')).toContain(
      '/guide/topic-7#section-9-of-topic-7-about-candles-quotes-and-option-chains',
    );
  });
});

describe('partials in the text of the pages that use them', () => {
  const site = writeSite({});
  const out = path.join(site, 'build');
  afterAll(() => removeSite(site));
  const run = () => build(site);
  const readOut = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  const records = () =>
    fs.readFileSync(path.join(site, 'node_modules/.cache/mdd/search-records/0.json'), 'utf8');
  const note = (word: string) => `## Before you call\n\nEvery ${word} request needs a token.\n`;

  it('puts them in the twins, llms.txt and search, and follows an edit of the partial alone', async () => {
    writeFiles(site, {
      'content/guide/_note.mdx': note('zanzibar'),
      'content/guide/_product.mdx':
        "import Note from './_note.mdx';\n\nThe {props.product} add-on.\n\n<Note />\n",
      'content/guide/one.mdx': page(
        'One',
        "import Note from './_note.mdx';\n\n<Note />\n\nBetween.\n\n<Note />",
      ),
      'content/guide/two.mdx': page(
        'Two',
        'import Product from \'./_product.mdx\';\n\n<Product product="Sheets" />',
        'description: The second page.\n',
      ),
      'content/guide/three.mdx': page('Three', "import Note from './_note.mdx';\n\nNever shows the note."),
    });
    run();
    expect(readOut('guide/one.md').match(/Every zanzibar request needs a token\./g)).toHaveLength(2);
    expect(readOut('guide/two.md')).toContain(
      'The Sheets add-on.\n\n## Before you call\n\nEvery zanzibar request',
    );
    expect(readOut('guide/three.md')).not.toContain('zanzibar');
    const three = readOut('guide/three.md');
    // A page without a description is described by its first text: the partial's, in llms.txt too.
    expect(readOut('llms.txt')).toMatch(
      /\[One\]\([^)]*\/guide\/one\.md\): Every zanzibar request needs a token\./,
    );
    expect(records()).toContain('Every zanzibar request needs a token.');
    expect(await searchBuild(out, 'zanzibar')).toEqual(
      expect.arrayContaining(['/guide/one#before-you-call', '/guide/two#before-you-call']),
    );

    writeFiles(site, { 'content/guide/_note.mdx': note('quokka') });
    run();
    for (const name of ['one', 'two']) {
      expect(readOut(`guide/${name}.md`)).toContain('Every quokka request needs a token.');
      expect(readOut(`guide/${name}.md`)).not.toContain('zanzibar');
    }
    expect(readOut('guide/three.md')).toBe(three);
    expect(readOut('llms.txt')).toContain('Every quokka request needs a token.');
    expect(readOut('llms.txt')).not.toContain('zanzibar');
    expect(records()).not.toContain('zanzibar');
    expect(await searchBuild(out, 'zanzibar')).toEqual([]);
    expect(await searchBuild(out, 'quokka')).toEqual(
      expect.arrayContaining(['/guide/one#before-you-call', '/guide/two#before-you-call']),
    );
  });
});

describe('the app shell in the cache', () => {
  const shellsDir = path.join(dir, 'node_modules/.cache/mdd/shells');
  const shells = () => fs.readdirSync(shellsDir).sort();

  it('bundles a shell again when its folder lost a part (a build stopped half-way, or run twice at once)', () => {
    build();
    const [key] = shells();
    expect(shells()).toEqual([key]);
    fs.rmSync(path.join(shellsDir, `${key}/server`), { recursive: true });
    writePage('delta', 'Delta', 'A page added after the shell lost its server bundle.');
    expect(build().rendered).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(shellsDir, `${key}/server/entry-server.js`))).toBe(true);
    expect(read('guide/delta/index.html')).toContain('A page added after the shell lost its server bundle.');
    expect(shells()).toEqual([key]);
  });
});

describe('pruneShells', () => {
  it('keeps the shell just built and the three used last, and removes partial folders an hour old', () => {
    const shellsDir = fs.mkdtempSync(path.join(dir, 'shells-'));
    const make = (name: string, minutesAgo: number, summary = true) => {
      const folder = path.join(shellsDir, name);
      fs.mkdirSync(folder, { recursive: true });
      const time = new Date(Date.now() - minutesAgo * 60_000);
      if (summary) {
        fs.writeFileSync(path.join(folder, 'shell.json'), '{}');
        fs.utimesSync(path.join(folder, 'shell.json'), time, time);
      }
      fs.utimesSync(folder, time, time);
    };
    make('current', 0);
    for (const [name, minutes] of [
      ['a', 1],
      ['b', 5],
      ['c', 10],
      ['d', 20],
      ['e', 30],
    ] as const)
      make(name, minutes);
    make('.partial-x-running', 2, false);
    make('.partial-y-killed', 90, false);
    pruneShells(shellsDir, 'current');
    expect(fs.readdirSync(shellsDir).sort()).toEqual(['.partial-x-running', 'a', 'b', 'c', 'current']);
  });
});
