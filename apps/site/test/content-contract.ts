import fs from 'node:fs';
import path from 'node:path';
import {
  contentDir as defaultContentDir,
  staticDir as defaultStaticDir,
  sections,
} from '@market-data-docs/content';
import {
  buildContent,
  type ContentBuild,
  type ManifestEntry,
  type PageData,
  type SidebarItem,
} from '@market-data-docs/mdx-pipeline';

/**
 * The content contract: what `test/fixtures/content-contract.json` holds and how it is made from a
 * build of the content (`pnpm --filter @market-data-docs/site content:contract`). The content test
 * checks the content against it as a floor: every page, sidebar entry and endpoint it lists must be
 * there as listed; pages added since are checked by the rules that hold for every page.
 */

export const contractFile = path.join(import.meta.dirname, 'fixtures', 'content-contract.json');
export const basePath = '/docs-staging/';

export interface ContractPage {
  kind: ManifestEntry['kind'];
  title: string;
  sidebarPosition?: number;
  tags: string[];
  badge?: string;
}
export interface ContractSidebarItem {
  label: string;
  route?: string;
  badge?: string;
  items?: ContractSidebarItem[];
}
export interface Contract {
  note: string;
  pages: Record<string, ContractPage>;
  sidebars: Record<string, ContractSidebarItem[]>;
  endpoints: Record<string, { method: string; goSdk: boolean }>;
}

/** Endpoint pages: one per REST endpoint, in the folders of the endpoint groups. */
export const endpointRoute = /^\/api\/(?:stocks|options|indices|funds|markets|utilities)\/[^/]+$/;

/** The content tree the tests read: `MDD_CONTENT_DIR` when set (the README test's copy), else the package's. */
export const contentDir = process.env.MDD_CONTENT_DIR ?? defaultContentDir;
export const staticDir = process.env.MDD_CONTENT_DIR ? path.join(contentDir, 'static') : defaultStaticDir;

export function buildSiteContent(): Promise<ContentBuild> {
  return buildContent({
    contentDir,
    staticDir,
    sections: [...sections],
    basePath,
    workers: 0,
    cacheDir: false,
  });
}

/** Minimal HAST shapes: the pipeline serialises pages as plain HAST. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export function* walk(node: HastNode, skip: (n: HastNode) => boolean = () => false): Generator<HastNode> {
  if (skip(node)) return;
  yield node;
  for (const child of node.children ?? []) yield* walk(child, skip);
}

export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** The sidebar reduced to what the contract describes: labels, routes, badges and children. */
export function outline(items: SidebarItem[]): ContractSidebarItem[] {
  return items.map((item) => ({
    label: item.label,
    ...(item.route ? { route: item.route } : {}),
    ...(item.badge ? { badge: item.badge } : {}),
    ...(item.type === 'category' ? { items: outline(item.items) } : {}),
  }));
}

/** Front matter as written: the block between the opening and closing `---`. */
export function frontMatterOf(source: string): { block: string; lines: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  return match
    ? { block: match[1] as string, lines: (match[0].match(/\n/g) ?? []).length }
    : { block: '', lines: 0 };
}

/** `sidebar_position` as written in a source file's front matter. */
export function writtenPosition(source: string): number | undefined {
  const written = /^sidebar_position:\s*(\d+)\s*$/m.exec(frontMatterOf(source).block)?.[1];
  return written === undefined ? undefined : Number(written);
}

/** The contract of a build as it is: what `content:contract` writes. */
export function contractOf(build: ContentBuild): Contract {
  const pages: Contract['pages'] = {};
  const endpoints: Contract['endpoints'] = {};
  for (const entry of [...build.manifest.routes].sort((a, b) => a.route.localeCompare(b.route))) {
    const source = entry.file ? fs.readFileSync(path.join(contentDir, entry.file), 'utf8') : '';
    const position = writtenPosition(source);
    pages[entry.route] = {
      kind: entry.kind,
      title: entry.title,
      ...(position === undefined ? {} : { sidebarPosition: position }),
      tags: entry.tags,
      ...(entry.badge ? { badge: entry.badge } : {}),
    };
    if (entry.kind === 'doc' && endpointRoute.test(entry.route)) {
      const content = (build.page(entry.route) as PageData).content as HastNode;
      const blocks = [...walk(content)].filter((n) => n.tagName === 'CodeBlock').map((n) => textOf(n).trim());
      const method = blocks
        .map((text) => /^([A-Z]+) https:\/\/api\.marketdata\.app\//.exec(text)?.[1])
        .find(Boolean);
      const goSdk = [...walk(content)].some(
        (n) => n.tagName === 'TabItem' && n.properties?.label === 'Go SDK',
      );
      endpoints[entry.route] = { method: method ?? '', goSdk };
    }
  }
  return {
    note: 'Generated by `pnpm --filter @market-data-docs/site content:contract` from the built content and reviewed against the content facts: title, sidebar position, tags and badge of every route, the sidebar of each section and the endpoint pages. The content test holds the content to it as a floor; regenerate it after an intended change and review the diff.',
    pages,
    sidebars: Object.fromEntries(
      Object.entries(build.manifest.sidebars).map(([section, items]) => [section, outline(items)]),
    ),
    endpoints,
  };
}
