// Type tests of the public API, by entry point (`.`, `./types`, `./vite`): the options of
// buildContent, what it resolves to, and the page data the theme renders. Checked by `tsc`
// (`pnpm typecheck`) and reported by `vitest --typecheck`.
import type { Root } from 'hast';
import type { Plugin } from 'vite';
import { describe, expectTypeOf, test } from 'vitest';
import {
  buildContent,
  type ContentBuild,
  type ContentBuildError,
  type ContentError,
  createProgress,
  markdownToHast,
  type PipelineOptions,
} from '../src/index.js';
import type {
  Badge,
  Breadcrumb,
  DocCard,
  Manifest,
  PageData,
  PageKind,
  PageLink,
  PipelineWarning,
  PluginRef,
  SearchRecord,
  SidebarCategory,
  SidebarItem,
  SidebarLink,
  TagRef,
  TocItem,
} from '../src/types.js';
import { contentDevPlugin, type contentUpdateEvent } from '../src/vite.js';

describe('PipelineOptions', () => {
  test('contentDir and sections are required, everything else optional', () => {
    expectTypeOf<PipelineOptions>().toEqualTypeOf<{
      contentDir: string;
      staticDir?: string;
      sections: Array<{ id: string; label: string; dir?: string }>;
      basePath?: string;
      editUrl?: string;
      tocLevels?: [number, number];
      language?: string;
      languages?: string[];
      cacheDir?: string | false;
      workers?: number;
      largeSidebar?: number;
      appRoutes?: string[];
      components?: string[];
      remarkPlugins?: PluginRef[];
      rehypePlugins?: PluginRef[];
      lastUpdated?: boolean;
      lazy?: boolean;
      background?: boolean;
      onProgress?: (done: number, total: number) => void;
    }>();
    expectTypeOf({
      contentDir: 'content',
      sections: [{ id: 'api', label: 'API' }],
    }).toExtend<PipelineOptions>();
    // @ts-expect-error: sections are required
    const noSections: PipelineOptions = { contentDir: 'content' };
    // @ts-expect-error: cacheDir is a folder or false
    const cacheOn: PipelineOptions = { contentDir: 'content', sections: [], cacheDir: true };
    void [noSections, cacheOn];
  });

  test('buildContent takes them and resolves to a ContentBuild', () => {
    expectTypeOf(buildContent).toEqualTypeOf<(options: PipelineOptions) => Promise<ContentBuild>>();
  });
});

describe('ContentBuild', () => {
  test('manifest, records, warnings, assets, modules, stats, page() and markdown()', () => {
    expectTypeOf<ContentBuild['manifest']>().toEqualTypeOf<Manifest>();
    expectTypeOf<ContentBuild['records']>().toEqualTypeOf<SearchRecord[]>();
    expectTypeOf<ContentBuild['warnings']>().toEqualTypeOf<PipelineWarning[]>();
    expectTypeOf<ContentBuild['assets'][number]>().toEqualTypeOf<{ source: string; output: string }>();
    expectTypeOf<ContentBuild['modules'][number]>().toEqualTypeOf<{
      route: string;
      file: string;
      source: string;
    }>();
    expectTypeOf<ContentBuild['stats']>().toEqualTypeOf<{
      pages: number;
      compiled: number;
      cached: number;
      threads: number;
      seconds: number;
    }>();
    expectTypeOf<ContentBuild['page']>().toEqualTypeOf<(route: string) => PageData | undefined>();
    expectTypeOf<ContentBuild['markdown']>().toEqualTypeOf<(route: string) => string | undefined>();
  });

  test('manifest: routes, one sidebar per section, tags with counts', () => {
    expectTypeOf<Manifest['sidebars']>().toEqualTypeOf<Record<string, SidebarItem[]>>();
    expectTypeOf<Manifest['routes'][number]['kind']>().toEqualTypeOf<PageKind>();
    expectTypeOf<Manifest['tags'][string][number]>().toEqualTypeOf<TagRef & { count: number }>();
  });

  test('search records have the shape of the search package’s IndexRecord', () => {
    expectTypeOf<SearchRecord>().toEqualTypeOf<{
      objectID: string;
      url: string;
      type: 'lvl1' | 'lvl2' | 'lvl3';
      hierarchy: { lvl0: string; lvl1: string; lvl2?: string; lvl3?: string };
      content: string;
      section: string;
      tags: string[];
      language: string;
      docusaurus_tag: string;
      priority?: number;
      category_page?: boolean;
    }>();
  });

  test('errors', () => {
    expectTypeOf<ContentBuildError>().toExtend<Error>();
    expectTypeOf<ContentError['place']>().toHaveProperty('file').toEqualTypeOf<string>();
    expectTypeOf(createProgress)
      .returns.toHaveProperty('onProgress')
      .toEqualTypeOf<NonNullable<PipelineOptions['onProgress']>>();
  });
});

describe('PageData', () => {
  test('what the theme renders', () => {
    expectTypeOf<PageData['kind']>().toEqualTypeOf<'doc' | 'category' | 'tags' | 'tag'>();
    expectTypeOf<PageData['content']>().toEqualTypeOf<Root>();
    expectTypeOf<PageData['toc']>().toEqualTypeOf<TocItem[]>();
    expectTypeOf<TocItem>().toEqualTypeOf<{ id: string; text: string; depth: number }>();
    expectTypeOf<PageData['breadcrumbs']>().toEqualTypeOf<Breadcrumb[]>();
    expectTypeOf<PageData['sidebar']>().toEqualTypeOf<SidebarItem[]>();
    expectTypeOf<PageData['sidebarFile']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<PageData['prev']>().toEqualTypeOf<PageLink | undefined>();
    expectTypeOf<PageData['cards']>().toEqualTypeOf<DocCard[] | undefined>();
    expectTypeOf<PageData['badge']>().toEqualTypeOf<Badge | undefined>();
    expectTypeOf<Badge>().toEqualTypeOf<'New' | 'Premium' | 'Beta' | 'High Usage'>();
    expectTypeOf<PageData['lastUpdated']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<PageData['module']>().toEqualTypeOf<string | undefined>();
  });

  test('is plain JSON data', () => {
    const page = JSON.parse('{}') as PageData;
    expectTypeOf(structuredClone(page)).toEqualTypeOf<PageData>();
    // @ts-expect-error: no functions in page data
    expectTypeOf<PageData>().toHaveProperty('render');
  });
});

describe('SidebarItem', () => {
  test('a link or a category, told apart by type', () => {
    expectTypeOf<SidebarItem>().toEqualTypeOf<SidebarLink | SidebarCategory>();
    const label = (item: SidebarItem): string => {
      if (item.type === 'category') {
        expectTypeOf(item).toEqualTypeOf<SidebarCategory>();
        expectTypeOf(item.items).toEqualTypeOf<SidebarItem[]>();
        expectTypeOf(item.route).toEqualTypeOf<string | undefined>();
        return `${item.label} (${item.items.length})`;
      }
      expectTypeOf(item).toEqualTypeOf<SidebarLink>();
      expectTypeOf(item.route).toEqualTypeOf<string>();
      return item.label;
    };
    void label;
    expectTypeOf<SidebarCategory>().toHaveProperty('collapsed').toEqualTypeOf<boolean>();
    expectTypeOf<SidebarCategory>().toHaveProperty('partial').toEqualTypeOf<boolean | undefined>();
  });
});

describe('markdownToHast and the Vite plugin', () => {
  test('markdownToHast returns HAST', () => {
    expectTypeOf(markdownToHast).returns.toEqualTypeOf<Root>();
  });

  test('contentDevPlugin takes the pipeline options plus onBuild and is a Vite plugin', () => {
    expectTypeOf(contentDevPlugin).returns.toEqualTypeOf<Plugin>();
    expectTypeOf(contentDevPlugin)
      .parameter(0)
      .toEqualTypeOf<PipelineOptions & { onBuild?: (build: ContentBuild) => void }>();
    expectTypeOf<typeof contentUpdateEvent>().toEqualTypeOf<'mdd:content-update'>();
  });
});
