import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { PluginRef } from './types.js';

const sectionSchema = z.object({
  /** Route segment and id of the section (`api`). */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a lower-case route segment'),
  /** Label shown in breadcrumbs and search results (`API`). */
  label: z.string().min(1),
  /** Folder under `contentDir`; defaults to `id`. */
  dir: z.string().optional(),
});

const pluginRefSchema = z.object({
  module: z.string().min(1),
  options: z.unknown().optional(),
  name: z.string().optional(),
  hash: z.string().optional(),
});

export const pipelineOptionsSchema = z.object({
  contentDir: z.string().min(1),
  staticDir: z.string().optional(),
  sections: z.array(sectionSchema).min(1),
  basePath: z
    .string()
    .regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"')
    .default('/'),
  editUrl: z.string().url().optional(),
  tocLevels: z.tuple([z.number().int().min(2).max(6), z.number().int().min(2).max(6)]).default([2, 3]),
  language: z.string().default('en'),
  languages: z.array(z.string()).default([]),
  cacheDir: z.union([z.string(), z.literal(false)]).optional(),
  workers: z.number().int().min(0).optional(),
  largeSidebar: z.number().int().positive().default(300),
  lastUpdated: z.boolean().default(true),
  appRoutes: z.array(z.string().regex(/^\//, 'a route starting with "/"')).default([]),
  components: z.array(z.string().regex(/^[A-Z][\w.]*$/, 'a component name')).default([]),
  remarkPlugins: z.array(pluginRefSchema).default([]),
  rehypePlugins: z.array(pluginRefSchema).default([]),
  lazy: z.boolean().default(false),
  background: z.boolean().default(false),
  onProgress: z.function().optional(),
});

/** Options of {@link buildContent}. */
export interface PipelineOptions {
  /** Folder holding one folder per section, plus `static/` for images referenced as `/img/...`. */
  contentDir: string;
  /** Folder for absolute image paths; defaults to `<contentDir>/static`. */
  staticDir?: string;
  /** The sections, in navbar order: `{id: 'api', label: 'API'}`; `dir` defaults to `id`. */
  sections: Array<{ id: string; label: string; dir?: string }>;
  /** Base path the site is served under, with leading and trailing slash. Default `/`. */
  basePath?: string;
  /** Base of "edit this page" links; the source path (`api/stocks/candles.mdx`) is appended. */
  editUrl?: string;
  /** Heading levels in the table of contents. Default `[2, 3]`. */
  tocLevels?: [number, number];
  /** Language of the content, stored on search records. Default `en`. */
  language?: string;
  /** Code languages that must highlight, beyond the built-in ones (any Prism grammar name, e.g. `haskell`). */
  languages?: string[];
  /** Where compiled pages are cached between builds; `false` keeps everything in memory. Default `node_modules/.cache/mdx-pipeline` in the working directory. */
  cacheDir?: string | false;
  /**
   * Threads compiling pages, the calling thread included (`0` or `1`: the calling thread alone).
   * Default: one per core, but one extra thread per 1.5 MB of source to compile at most (a worker
   * costs about half a CPU-second to start and warm up).
   */
  workers?: number;
  /** A section sidebar with more entries than this is trimmed to the open path on each page. Default 300. */
  largeSidebar?: number;
  /** Routes the site serves besides the content (e.g. `/` and `/search`): links to them are not broken. */
  appRoutes?: string[];
  /**
   * Components the site provides to every page (its `mdxComponents`): used without an import, they
   * are kept as component slots for the renderer, like the theme's own.
   */
  components?: string[];
  /** Remark plugins run after the pipeline's own on every page (their syntax extensions join the parser). */
  remarkPlugins?: PluginRef[];
  /** Rehype plugins run on the HAST of every page. */
  rehypePlugins?: PluginRef[];
  /** Read last-updated times from git. Default true. */
  lastUpdated?: boolean;
  /**
   * Compile nothing up front beyond the cache: every other page is outlined from its front matter
   * (title, sidebar position, tags) and compiled when `ensure(route)` asks for it. For a dev server
   * that must answer at once; follow it with a full build. Default false.
   */
  lazy?: boolean;
  /**
   * Leave the calling thread free (e.g. for a dev server answering requests meanwhile): pages compile
   * on `workers` worker threads only. With `workers: 0`, or fewer than 50 pages to compile (quicker
   * than starting a worker), they compile on the calling thread after all. Default false.
   */
  background?: boolean;
  /** Called after each page is compiled. */
  onProgress?: (done: number, total: number) => void;
}

export type ResolvedOptions = Required<Omit<PipelineOptions, 'editUrl' | 'onProgress'>> &
  Pick<PipelineOptions, 'editUrl' | 'onProgress'>;

export function resolveOptions(options: PipelineOptions): ResolvedOptions {
  const parsed = pipelineOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`mdx-pipeline options: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  const value = parsed.data;
  const contentDir = path.resolve(value.contentDir);
  return {
    ...value,
    contentDir,
    staticDir: path.resolve(value.staticDir ?? path.join(contentDir, 'static')),
    sections: value.sections.map((s) => ({ ...s, dir: s.dir ?? s.id })),
    cacheDir:
      value.cacheDir === false
        ? false
        : path.resolve(value.cacheDir ?? path.join('node_modules', '.cache', 'mdx-pipeline')),
    workers: value.workers ?? Math.max(1, os.availableParallelism()),
    tocLevels: value.tocLevels as [number, number],
    onProgress: options.onProgress,
  };
}
