import fs from 'node:fs';
import path from 'node:path';
import type { ContentBuild, ManifestEntry, PageData } from '@market-data-docs/mdx-pipeline';
import type { Code, Root as MdastRoot } from 'mdast';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  basePath,
  buildSiteContent,
  type Contract,
  type ContractSidebarItem,
  contractFile,
  endpointRoute,
  frontMatterOf,
  type HastNode,
  outline,
  textOf,
  walk,
  writtenPosition,
} from './content-contract.js';
import { parsePage } from './content-sources.js';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const routeContract = fs
  .readFileSync(path.join(fixtures, 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));
/** Routes served by the site app itself rather than by the content. */
const appRoutes = new Set(['/', '/search']);

const contract = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as Contract;

/** Every id in a page (headings, footnotes, elements written with an id): what `#anchor` links reach. */
function anchorIds(page: PageData | undefined): Set<string> {
  const ids = new Set<string>();
  if (!page) return ids;
  for (const node of walk(page.content as HastNode)) {
    const { id, name } = node.properties ?? {};
    if (node.type !== 'element') continue;
    if (typeof id === 'string' && id) ids.add(id);
    if (node.tagName === 'a' && typeof name === 'string' && name) ids.add(name);
  }
  return ids;
}

/** Words of prose: text outside code blocks, tables and card lists. */
function proseWords(page: PageData): number {
  const notProse = new Set(['CodeBlock', 'pre', 'table', 'DocCardList']);
  let words = 0;
  for (const node of walk(
    page.content as HastNode,
    (n) => n.type === 'element' && notProse.has(n.tagName ?? ''),
  )) {
    if (node.type === 'text')
      words += (node.value ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  }
  return words;
}

/**
 * The entries of `expected` missing from `actual`, or out of their order: `actual` may hold more
 * (pages added since the contract), at any level.
 */
function missingFromSidebar(
  actual: ContractSidebarItem[],
  expected: ContractSidebarItem[],
  where: string,
): string[] {
  const failures: string[] = [];
  let from = 0;
  for (const item of expected) {
    const index = actual.findIndex(
      (candidate, i) =>
        i >= from &&
        candidate.label === item.label &&
        candidate.route === item.route &&
        candidate.badge === item.badge,
    );
    const name = `${where} > ${item.label}${item.route ? ` (${item.route})` : ''}`;
    if (index === -1) {
      failures.push(
        actual.some((c) => c.label === item.label && c.route === item.route)
          ? `${name}: out of order or with another badge`
          : `${name}: missing`,
      );
      continue;
    }
    from = index + 1;
    if (item.items) failures.push(...missingFromSidebar(actual[index]?.items ?? [], item.items, name));
  }
  return failures;
}

const parsedCode = new Map<string, Code[]>();

/** The fenced code blocks of a page source (parsed once per source, for every check that reads them). */
function sourceCodeBlocks(source: string): Code[] {
  let blocks = parsedCode.get(source);
  if (!blocks) {
    blocks = codeBlocks(parsePage(source));
    parsedCode.set(source, blocks);
  }
  return blocks;
}

function codeBlocks(tree: MdastRoot): Code[] {
  const found: Code[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'code') found.push(node as Code);
    for (const child of (node.children ?? []) as Array<{ type: string; children?: unknown[] }>) visit(child);
  };
  visit(tree);
  return found;
}

/**
 * The content spec made executable: a content tree compiled by the real pipeline, checked against
 * the route contract (routes.txt) and the content contract (content-contract.json, made by
 * `pnpm --filter @market-data-docs/site content:contract`). Both are floors: what they list must be
 * there as listed, and a page added since passes as long as it follows the rules every page follows.
 * `content.test.ts` runs these checks on the content package, `readme.test.ts` on a copy with the
 * README's example page added. The tree is compiled once, before the tests of the calling `describe`;
 * `build()` gives it to them.
 */
export function describeContentChecks(contentDir: string, staticDir: string): { build(): ContentBuild } {
  let build: ContentBuild;
  let entries: Map<string, ManifestEntry>;
  let pages: Map<string, PageData>;
  let docs: Array<{ route: string; file: string; source: string; page: PageData }>;

  beforeAll(async () => {
    build = await buildSiteContent(contentDir, staticDir);
    entries = new Map(build.manifest.routes.map((entry) => [entry.route, entry]));
    pages = new Map();
    for (const entry of build.manifest.routes) {
      const page = build.page(entry.route);
      if (page) pages.set(entry.route, page);
    }
    docs = build.manifest.routes
      .filter((entry) => entry.kind === 'doc' && entry.file)
      .map((entry) => ({
        route: entry.route,
        file: entry.file as string,
        source: fs.readFileSync(path.join(contentDir, entry.file as string), 'utf8'),
        page: pages.get(entry.route) as PageData,
      }));
  }, 120_000);

  describe('content: routes, titles, sidebars, tags and badges', () => {
    it('serves every route of the route contract with the expected title', () => {
      const failures: string[] = [];
      for (const route of routeContract) {
        if (appRoutes.has(route)) continue;
        const entry = entries.get(route);
        const expected = contract.pages[route];
        if (!entry) failures.push(`${route}: no page`);
        else if (!expected) failures.push(`${route}: not in content-contract.json`);
        else if (entry.title !== expected.title)
          failures.push(`${route}: title "${entry.title}", expected "${expected.title}"`);
        else if (entry.kind !== expected.kind)
          failures.push(`${route}: a ${entry.kind} page, expected ${expected.kind}`);
      }
      expect(failures, 'routes and titles').toEqual([]);
    });

    it('serves every page of the content contract with its title and kind (pages added since are not in it)', () => {
      const failures: string[] = [];
      for (const [route, expected] of Object.entries(contract.pages)) {
        const entry = entries.get(route);
        if (!entry) failures.push(`${route}: no page`);
        else if (entry.title !== expected.title || entry.kind !== expected.kind)
          failures.push(
            `${route}: ${entry.kind} "${entry.title}", expected ${expected.kind} "${expected.title}"`,
          );
      }
      expect(failures, 'contract pages').toEqual([]);
    });

    it('gives every page the sidebar position of the facts', () => {
      const failures: string[] = [];
      for (const { route, source, file } of docs) {
        const expected = contract.pages[route]?.sidebarPosition;
        const written = writtenPosition(source);
        if (expected !== undefined && written !== expected)
          failures.push(`${route} (${file}): sidebar_position ${written ?? 'missing'}, expected ${expected}`);
      }
      expect(failures, 'sidebar positions').toEqual([]);
    });

    it('orders each section sidebar as the facts describe (entries added since may sit anywhere)', () => {
      const failures = Object.entries(contract.sidebars).flatMap(([section, expected]) =>
        missingFromSidebar(outline(build.manifest.sidebars[section] ?? []), expected, section),
      );
      expect(failures, 'sidebar entries').toEqual([]);
    });

    it('tags and badges every page as the facts say', () => {
      const failures: string[] = [];
      for (const [route, expected] of Object.entries(contract.pages)) {
        const entry = entries.get(route);
        if (!entry) continue;
        const tags = [...entry.tags].sort();
        if (JSON.stringify(tags) !== JSON.stringify([...expected.tags].sort()))
          failures.push(`${route}: tags ${JSON.stringify(tags)}, expected ${JSON.stringify(expected.tags)}`);
        if ((entry.badge ?? null) !== (expected.badge ?? null))
          failures.push(`${route}: badge ${entry.badge ?? 'none'}, expected ${expected.badge ?? 'none'}`);
      }
      expect(failures, 'tags and badges').toEqual([]);
    });

    it('carries no "tg x" badge suffix in any title or sidebar label', () => {
      const suffix = /\stg\s+[a-z]\s*$/;
      const failures: string[] = [];
      for (const entry of build.manifest.routes) {
        if (suffix.test(entry.title) || suffix.test(entry.sidebarLabel))
          failures.push(`${entry.route}: "${entry.title}"`);
      }
      for (const { route, source } of docs) {
        const title = /^(?:title|sidebar_label):\s*(.*)$/gm;
        for (const match of frontMatterOf(source).block.matchAll(title)) {
          if (suffix.test((match[1] as string).replace(/["']/g, '')))
            failures.push(`${route}: front matter ${match[0]}`);
        }
      }
      expect(failures, 'titles with a badge suffix').toEqual([]);
    });

    it('compiles without pipeline warnings (broken links, unknown languages, missing images)', () => {
      expect(
        build.warnings.map((w) => `${w.file ?? ''}${w.line ? `:${w.line}` : ''} ${w.message}`),
        'pipeline warnings',
      ).toEqual([]);
    });
  });

  describe('content: pages read as documentation', () => {
    it('uses the product names consistently and leaves no placeholder text', () => {
      const rules: Array<[RegExp, string]> = [
        [/\b(?:TODO|TBD|FIXME|lorem ipsum)\b/i, 'placeholder text'],
        [/\b(?:Market Data|Google Sheets) add-on\b(?!s)/, 'the add-on is called the "Sheets add-on"'],
        [/(?<![@\w])(?:MarketData|Marketdata)(?![\w-])/, 'the provider is written "Market Data"'],
      ];
      const failures: string[] = [];
      for (const { route, page } of docs) {
        const prose = [
          ...walk(page.content as HastNode, (n) => n.tagName === 'CodeBlock' || n.tagName === 'pre'),
        ]
          .filter((n) => n.type === 'text')
          .map((n) => n.value ?? '')
          .join(' ');
        for (const [pattern, rule] of rules) {
          const found = pattern.exec(prose);
          if (found) failures.push(`${route}: "${found[0]}" (${rule})`);
        }
      }
      expect(failures, 'names and placeholders').toEqual([]);
    });

    it('gives every doc page except card-only index pages at least 120 words of prose', () => {
      const failures: string[] = [];
      for (const { route, page } of docs) {
        if (page.cards) continue;
        const words = proseWords(page);
        if (words < 120) failures.push(`${route}: ${words} words`);
      }
      expect(failures, 'pages under 120 words of prose').toEqual([]);
    });

    it('names the language of every fenced code block', () => {
      const failures: string[] = [];
      for (const { file, source } of docs) {
        for (const code of sourceCodeBlocks(source)) {
          if (!code.lang)
            failures.push(`${file}:${code.position?.start.line}: code block without a language`);
        }
      }
      expect(failures, 'code blocks without a language').toEqual([]);
    });

    it('writes JSON examples that parse', () => {
      const failures: string[] = [];
      let count = 0;
      for (const { file, source } of docs) {
        for (const code of sourceCodeBlocks(source)) {
          if (code.lang !== 'json') continue;
          count++;
          try {
            JSON.parse(code.value);
          } catch (error) {
            failures.push(`${file}:${code.position?.start.line}: ${(error as Error).message}`);
          }
        }
      }
      expect(count).toBeGreaterThan(0);
      expect(failures, 'JSON blocks that do not parse').toEqual([]);
    });

    it('resolves every internal link and anchor', () => {
      const known = new Set([...entries.keys(), ...appRoutes]);
      const failures: string[] = [];
      const check = (from: string, href: string) => {
        if (href.startsWith('#')) {
          const id = decodeURIComponent(href.slice(1));
          if (!anchorIds(pages.get(from)).has(id))
            failures.push(`${from}: ${href} (no such anchor on the page)`);
          return;
        }
        const [pathPart = '', hash] = href.slice(basePath.length - 1).split('#');
        const route = pathPart.split('?')[0]?.replace(/(.)\/+$/, '$1') || '/';
        if (!known.has(route)) {
          failures.push(`${from}: ${href} (no page at ${route})`);
          return;
        }
        if (hash && !appRoutes.has(route) && !anchorIds(pages.get(route)).has(decodeURIComponent(hash)))
          failures.push(`${from}: ${href} (no anchor #${hash} on ${route})`);
      };
      for (const [route, page] of pages) {
        for (const node of walk(page.content as HastNode)) {
          if (node.type !== 'element' || node.tagName !== 'a') continue;
          const href = String(node.properties?.href ?? '');
          if (href.startsWith(basePath) || href.startsWith('#')) check(route, href);
          else if (!/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href))
            failures.push(`${route}: ${href} (an internal link outside the base path)`);
        }
        for (const card of page.cards ?? []) {
          if (!known.has(card.route))
            failures.push(`${route}: card "${card.title}" -> ${card.route} (no such page)`);
        }
      }
      expect(failures, 'broken internal links and anchors').toEqual([]);
    });

    it('gives every image alt text and a width and height', () => {
      const failures: string[] = [];
      let count = 0;
      for (const [route, page] of pages) {
        for (const node of walk(page.content as HastNode)) {
          if (node.type !== 'element' || node.tagName !== 'img') continue;
          count++;
          const { alt, src, width, height } = node.properties ?? {};
          if (!String(alt ?? '').trim()) failures.push(`${route}: ${src} has no alt text`);
          if (!width || !height) failures.push(`${route}: ${src} has no width and height`);
        }
      }
      expect(count).toBeGreaterThan(0);
      for (const name of fs.readdirSync(path.join(staticDir, 'img'))) {
        if (!name.endsWith('.svg')) continue;
        const svg = fs.readFileSync(path.join(staticDir, 'img', name), 'utf8');
        const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
        if (!/\swidth="\d/.test(root) || !/\sheight="\d/.test(root))
          failures.push(`static/img/${name}: the <svg> element has no width and height`);
      }
      expect(failures, 'images without alt text or size').toEqual([]);
    });

    it('names every column of a table in its header (a screen reader reads it out with each cell)', () => {
      const failures: string[] = [];
      let count = 0;
      for (const [route, page] of pages) {
        for (const node of walk(page.content as HastNode)) {
          if (node.type !== 'element' || node.tagName !== 'th') continue;
          count++;
          if (!textOf(node).trim()) failures.push(`${route}: a table has a header cell without text`);
        }
      }
      expect(count).toBeGreaterThan(0);
      expect(failures, 'empty table header cells').toEqual([]);
    });
  });

  describe('content: endpoint pages', () => {
    const requestTabs = ['HTTP', 'cURL', 'JavaScript', 'Python'];
    const parts = [
      'Endpoint',
      'Request Example',
      'Response Example',
      'Request Parameters',
      'Response Attributes',
    ];

    it('serves every endpoint page of the facts', () => {
      const endpointRoutes = new Set([...entries.keys()].filter((route) => endpointRoute.test(route)));
      expect(Object.keys(contract.endpoints).filter((route) => !endpointRoutes.has(route))).toEqual([]);
    });

    it('gives every endpoint page the five parts and titled request examples in tabs', () => {
      const failures: string[] = [];
      for (const [route, expected] of Object.entries(contract.endpoints)) {
        const page = pages.get(route);
        if (!page) {
          failures.push(`${route}: no page`);
          continue;
        }
        const top = (page.content as HastNode).children ?? [];
        const h2 = top.filter((n) => n.type === 'element' && n.tagName === 'h2').map((n) => textOf(n).trim());
        const present = parts.filter((part) => h2.includes(part));
        if (present.join('|') !== parts.join('|'))
          failures.push(
            `${route}: h2 parts [${present.join(', ')}], expected [${parts.join(', ')}] in this order`,
          );

        // The first Tabs after "Request Example" hold the request in each language.
        const start = top.findIndex((n) => n.tagName === 'h2' && textOf(n).trim() === 'Request Example');
        const next = top.findIndex((n, i) => i > start && n.tagName === 'h2');
        const tabs =
          start === -1
            ? undefined
            : top.slice(start + 1, next === -1 ? undefined : next).find((n) => n.tagName === 'Tabs');
        if (!tabs) {
          failures.push(`${route}: no Tabs under Request Example`);
          continue;
        }
        const items = (tabs.children ?? []).filter((n) => n.tagName === 'TabItem');
        const labels = items.map((n) => String(n.properties?.label ?? ''));
        const wanted = expected.goSdk ? [...requestTabs, 'Go SDK'] : requestTabs;
        if (labels.join('|') !== wanted.join('|'))
          failures.push(`${route}: request tabs [${labels.join(', ')}], expected [${wanted.join(', ')}]`);
        for (const item of items) {
          const blocks = [...walk(item)].filter((n) => n.tagName === 'CodeBlock');
          if (!blocks.length) failures.push(`${route}: tab ${item.properties?.label} has no code block`);
          for (const block of blocks) {
            if (!block.properties?.title)
              failures.push(`${route}: the code block in tab ${item.properties?.label} has no file title`);
          }
        }
        const method = [...walk(page.content as HastNode)].some(
          (n) =>
            n.tagName === 'CodeBlock' &&
            textOf(n).trim().startsWith(`${expected.method} https://api.marketdata.app/`),
        );
        if (!method)
          failures.push(`${route}: no "${expected.method} https://api.marketdata.app/..." endpoint line`);
      }
      expect(failures, 'endpoint pages').toEqual([]);
    });
  });
  return { build: () => build };
}
