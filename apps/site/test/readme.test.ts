import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentDir, sections } from '@market-data-docs/content';
import { buildContent, type SidebarItem } from '@market-data-docs/mdx-pipeline';
import { afterAll, describe, expect, it } from 'vitest';

/** The repository README's "Adding a page", followed to the letter in a copy of the content. */
const appDir = path.join(import.meta.dirname, '..');
const readme = fs.readFileSync(path.join(appDir, '../../README.md'), 'utf8');
const section = sectionOf(readme, '## Adding a page');
const file = /`packages\/content\/([^`]+\.mdx?)`/.exec(section)?.[1] ?? '';
const source = /```mdx\n([\s\S]*?)\n```/.exec(section)?.[1] ?? '';
const route = /served at `\/docs-staging(\/[^`]*)`/.exec(section)?.[1] ?? '';
const [, category = '', previous = ''] =
  /under\s+(.+?),\s+after\s+(.+?)\s+\(/.exec(section.replace(/\n/g, ' ')) ?? [];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-readme-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const copy = path.join(work, 'content');
fs.cpSync(contentDir, copy, { recursive: true, filter: (src) => !src.includes('node_modules') });

describe('README: adding a page', () => {
  it('names a new file, its source, where it is served and where it sits in the sidebar', () => {
    expect(file).toMatch(/^(api|sdk|sheets|account|docs)\/.+\.mdx?$/);
    expect(fs.existsSync(path.join(contentDir, file)), `${file} is new`).toBe(false);
    expect(source).toMatch(/^---\n/);
    expect(route).toBe(`/${file.replace(/\.mdx?$/, '')}`);
    expect([category, previous].every(Boolean)).toBe(true);
  });

  it('adds the page where it says, after the page it names, with a position no page beside it has', async () => {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.writeFileSync(path.join(copy, file), `${source}\n`);
    const build = await buildContent({
      contentDir: copy,
      staticDir: path.join(copy, 'static'),
      sections: [...sections],
      basePath: '/docs-staging/',
      workers: 0,
      cacheDir: false,
    });
    expect(build.manifest.routes.map((entry) => entry.route)).toContain(route);
    const parent = findCategory(build.manifest.sidebars[file.split('/')[0] as string] ?? [], category);
    const labels = parent?.items.map((item) => item.label) ?? [];
    const title = /^title:\s*(.+)$/m.exec(source)?.[1];
    expect(labels.indexOf(title as string), labels.join(', ')).toBe(labels.indexOf(previous) + 1);
    const position = /^sidebar_position:\s*(\d+)$/m.exec(source)?.[1];
    const siblings = fs
      .readdirSync(path.join(contentDir, path.dirname(file)))
      .filter((name) => /\.mdx?$/.test(name) && !/^(index|README)\./.test(name))
      .map((name) => fs.readFileSync(path.join(contentDir, path.dirname(file), name), 'utf8'))
      .map((text) => /^sidebar_position:\s*(\d+)\s*$/m.exec(text)?.[1]);
    expect(siblings, `sidebar_position ${position} is taken`).not.toContain(position);
  });

  it('passes the content tests with the page added and nothing else changed', () => {
    const run = contentTests();
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/Tests\s+\d+ passed/);
  }, 240_000);

  it('fails them when the page is cut to a stub (the copy is what they check)', () => {
    fs.writeFileSync(path.join(copy, file), `${source.split('\n## ')[0]}\n`);
    const run = contentTests('words of prose');
    expect(run.status).not.toBe(0);
    expect(run.output).toContain(`${route}: `);
    expect(run.output).toMatch(new RegExp(`${route}: \\d+ words`));
  }, 240_000);
});

/** Runs the content tests (or those whose name contains `only`) on the copy, as `pnpm test` runs them. */
function contentTests(only?: string): { status: number | null; output: string } {
  const run = spawnSync(
    process.execPath,
    [
      path.join(appDir, 'node_modules/vitest/vitest.mjs'),
      'run',
      'test/content.test.ts',
      ...(only ? ['-t', only] : []),
    ],
    { cwd: appDir, env: { ...process.env, MDD_CONTENT_DIR: copy, NO_COLOR: '1' }, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

function findCategory(
  items: SidebarItem[],
  label: string,
): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.label === label) return item;
    const found = findCategory(item.items, label);
    if (found) return found;
  }
  return undefined;
}

/** The part of a Markdown document under a heading, to the next heading of its level outside code. */
function sectionOf(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  let fenced = false;
  for (let i = start + 1; i < lines.length; i++) {
    if ((lines[i] as string).startsWith('```')) fenced = !fenced;
    if (!fenced && (lines[i] as string).startsWith('## ')) return lines.slice(start, i).join('\n');
  }
  return lines.slice(start).join('\n');
}
