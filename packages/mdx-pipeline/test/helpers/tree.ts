import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PipelineOptions } from '../../src/options.js';

const created: string[] = [];

/** Writes `files` (relative path -> text) into a new temporary folder (or `dir`) and returns its path. */
export function writeTree(files: Record<string, string>, dir = tempDir()) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-pipeline-'));
  created.push(dir);
  return dir;
}

/** Removes the folders made by {@link tempDir}; call it in `afterAll`. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Options for building a tree with one `api` section: on the calling thread, no cache, no git; `overrides` win. */
export function apiOptions(contentDir: string, overrides: Partial<PipelineOptions> = {}): PipelineOptions {
  return {
    contentDir,
    sections: [{ id: 'api', label: 'API' }],
    workers: 0,
    cacheDir: false,
    lastUpdated: false,
    ...overrides,
  };
}
