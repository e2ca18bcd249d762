import fs from 'node:fs';
import path from 'node:path';
import type { AuthorFigures } from './author.js';
import type { DevFigures, DevScaleFigures } from './dev.js';
import type { EngineId } from './engines.js';
import type { LighthouseScores } from './lighthouse.js';
import type { MigrationFigures } from './migration.js';
import { benchDir } from './paths.js';
import type { ProfileFigures } from './profile.js';
import type { SearchFigures } from './search.js';
import type { SearchScaleFigures } from './search-scale.js';
import type { TreeId } from './trees.js';
import type { PageId, PageWeight } from './weight.js';

/** One build, as kept in results.json. */
export interface BuildFigures {
  wall: number;
  cpu: number;
  user: number;
  system: number;
  rss: number;
  /** 1-minute load average before the build. */
  load: number;
  /** Share of the machine's CPU in use just before the build (0 to 1). */
  busyBefore: number;
  /** CPU seconds other processes used during the build. */
  othersCpu: number;
  htmlFiles: number;
  htmlBytes?: number;
  outputBytes?: number;
  internalSeconds?: number;
  warnings?: number;
}

export interface EngineBuild {
  measuredAt: string;
  cold: BuildFigures[];
  /** The warm rebuild with the median wall time (each after a new edit of the same page). */
  warm?: BuildFigures;
  /** Wall seconds of every warm rebuild, in order. */
  warmWalls?: number[];
  error?: string;
}

export interface Measured<T> {
  measuredAt: string;
  value?: T;
  error?: string;
}

/**
 * Everything `pnpm bench` measured. A partial run (`--quick`, `--skip-docusaurus`, `--only`)
 * replaces only what it measured; each entry keeps the date it was measured.
 */
export interface Results {
  meta: {
    updated: string;
    flags: string;
    commit: string;
    machine: string;
    /** Speed check (lib/speed-check.ts) at the start and at the end of the run, ms. */
    speed?: { start: number; end?: number };
    node: string;
    versions: Record<string, string>;
  };
  build: Partial<Record<TreeId, { sources: number; engines: Partial<Record<EngineId, EngineBuild>> }>>;
  weight: Partial<Record<EngineId, Measured<Record<PageId, PageWeight>>>>;
  lighthouse: Partial<Record<EngineId, Measured<Record<PageId, LighthouseScores>>>>;
  search: Partial<Record<TreeId, Measured<SearchFigures>>>;
  profile: Partial<Record<TreeId, Measured<ProfileFigures>>>;
  /** Ours only: the dev server on the real content. */
  dev?: Measured<DevFigures>;
  /** Ours only, `--gen-100000`: the largest folder of its build, and the dev server on that tree. */
  scale?: Measured<ScaleFigures>;
  /** Ours only: the author's everyday commands (`pnpm build`, `pnpm mdd build`, `pnpm dev`) after a content change. */
  author?: Measured<AuthorFigures>;
  /** Ours only, opt-in (`--gen-100000`): the local search index of 100,000 generated pages. */
  searchScale?: Measured<SearchScaleFigures>;
  /** Public Docusaurus sites built unchanged by both engines (`--only migration`). */
  migration?: Measured<MigrationFigures[]>;
}

export interface ScaleFigures {
  /** The folder of the 100,000-page build with the most entries. */
  largestFolder: { path: string; entries: number };
  dev?: DevScaleFigures;
  devError?: string;
}

export const resultsFile = path.join(benchDir, 'results.json');

export function loadResults(): Results {
  try {
    const stored = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Partial<Results>;
    return {
      meta: stored.meta as Results['meta'],
      build: stored.build ?? {},
      weight: stored.weight ?? {},
      lighthouse: stored.lighthouse ?? {},
      search: stored.search ?? {},
      profile: stored.profile ?? {},
      ...(stored.dev ? { dev: stored.dev } : {}),
      ...(stored.author ? { author: stored.author } : {}),
      ...(stored.searchScale ? { searchScale: stored.searchScale } : {}),
      ...(stored.scale ? { scale: stored.scale } : {}),
      ...(stored.migration ? { migration: stored.migration } : {}),
    };
  } catch {
    return {
      meta: { updated: '', flags: '', commit: '', machine: '', node: '', versions: {} },
      build: {},
      weight: {},
      lighthouse: {},
      search: {},
      profile: {},
    };
  }
}

export function saveResults(results: Results): void {
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}
