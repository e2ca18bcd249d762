import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const stampFile = '.mdd-build.json';

interface Stamp {
  renderKey: string;
  pages: Record<string, string>;
}

/**
 * Writes pages into a new build folder, reusing the HTML of the previous build for every page whose
 * data and rendering code are unchanged: after a one-page edit only that page (and the pages whose
 * sidebar, cards or neighbours changed) is rendered again.
 */
export function createPageWriter(outDir: string, previousDir: string, renderKey: string) {
  let previous: Stamp = { renderKey: '', pages: {} };
  try {
    previous = JSON.parse(fs.readFileSync(path.join(previousDir, stampFile), 'utf8')) as Stamp;
  } catch {
    // no previous build: render everything
  }
  const stamp: Stamp = { renderKey, pages: {} };
  let rendered = 0;
  let reused = 0;

  const folders = new Set<string>();
  const folderOf = (file: string) => {
    const dir = path.dirname(file);
    if (!folders.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      folders.add(dir);
    }
    return file;
  };
  const write = (rel: string, body: string | Buffer) => {
    fs.writeFileSync(folderOf(path.join(outDir, rel)), body);
  };

  return {
    write,
    /**
     * Takes `rel` (an HTML file rendered from `data`) from the previous build when `data` is unchanged
     * and returns true; returns false when it has to be rendered.
     */
    reuse(rel: string, data: string): boolean {
      const hash = createHash('sha256').update(data).digest('base64url');
      stamp.pages[rel] = hash;
      const old = path.join(previousDir, rel);
      if (previous.renderKey !== renderKey || previous.pages[rel] !== hash || !fs.existsSync(old)) {
        rendered++;
        return false;
      }
      const target = folderOf(path.join(outDir, rel));
      try {
        fs.linkSync(old, target);
      } catch {
        fs.copyFileSync(old, target);
      }
      reused++;
      return true;
    },
    finish() {
      write(stampFile, JSON.stringify(stamp));
      return { rendered, reused };
    },
  };
}
