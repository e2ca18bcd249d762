import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PipelineWarning } from '@market-data-docs/mdx-pipeline';
import type { PartialModule } from './partials.js';
import type { CodePageModule } from './vite-config.js';

/**
 * What the last whole build of a site left in its cache for a build after edits that show on their
 * own pages alone (`edit-build.ts`): what that build cannot tell without putting the site together.
 */
export interface BuildState {
  v: 1;
  outDir: string;
  contentDir: string;
  /** Sections built but left out of the sitemap, llms.txt and search. */
  hidden: string[];
  renderKey: string;
  usesMermaid: boolean;
  codePages: CodePageModule[];
  /** The partials the code pages import, by absolute file: their source's hash and their module. */
  partials: Record<string, { hash: string; module: PartialModule }>;
  /** Every warning the build reported. */
  warnings: PipelineWarning[];
  /** Pages of the output, rendered or not. */
  pages: number;
  /** The static folder's files, copied into the output. */
  staticFiles: string[];
  /** The images the pages use, copied into the output. */
  assets: Array<{ source: string; output: string }>;
}

const stateFile = 'build-state.json';

export function readBuildState(cacheDir: string): BuildState | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(path.join(cacheDir, stateFile), 'utf8')) as BuildState;
    return state.v === 1 ? state : undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildState(cacheDir: string, state: BuildState): void {
  const file = path.join(cacheDir, stateFile);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state));
  fs.renameSync(`${file}.tmp`, file);
}

/** Forgets the last build's state: a build that changes the output without knowing it does this first. */
export function removeBuildState(cacheDir: string): void {
  fs.rmSync(path.join(cacheDir, stateFile), { force: true });
}

/** The hash of a file, as a state lists its partials ('missing' when it is gone). */
export function fileHash(file: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
  } catch {
    return 'missing';
  }
}
