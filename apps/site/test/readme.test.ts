import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentDir } from '@market-data-docs/content';
import type { SidebarItem } from '@market-data-docs/mdx-pipeline';
import { afterAll, describe, expect, it } from 'vitest';
import { describeContentChecks } from './content-checks.js';

/**
 * The repository README's "Adding a page", followed to the letter: its page is added to a copy of
 * the content, which must then pass the content checks as they are (registered here on the copy),
 * nothing else changed.
 */
const readme = fs.readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
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
if (file) {
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  fs.writeFileSync(path.join(copy, file), `${source}\n`);
}

describe('README: adding a page', () => {
  const checks = describeContentChecks(copy, path.join(copy, 'static'));

  it('names a new file, its source, where it is served and where it sits in the sidebar', () => {
    expect(file).toMatch(/^(api|sdk|sheets|account|docs)\/.+\.mdx?$/);
    expect(fs.existsSync(path.join(contentDir, file)), `${file} is new`).toBe(false);
    expect(source).toMatch(/^---\n/);
    expect(route).toBe(`/${file.replace(/\.mdx?$/, '')}`);
    expect([category, previous].every(Boolean)).toBe(true);
  });

  it('adds the page where it says, after the page it names, with a position no page beside it has', () => {
    const build = checks.build();
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
});

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
