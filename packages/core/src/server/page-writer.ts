import fs from 'node:fs';
import path from 'node:path';

const stampFile = '.mdd-build.json';

interface Stamp {
  renderKey: string;
  pages: Record<string, string>;
}

/**
 * Writes pages into a new build folder, reusing the files of the previous build (HTML, data, twin) for
 * every page whose key and rendering code are unchanged: after a one-page edit only that page (and
 * the pages whose sidebar, cards or neighbours changed) is written and rendered again.
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
     * Takes a page's files (`rels`, its HTML first) from the previous build when they were made from
     * the same `key` and returns true; returns false when they have to be written (no key: always).
     */
    reuse(rels: string[], key: string | undefined): boolean {
      const [first = ''] = rels;
      if (key) stamp.pages[first] = key;
      const unchanged =
        key &&
        previous.renderKey === renderKey &&
        previous.pages[first] === key &&
        rels.every((rel) => fs.existsSync(path.join(previousDir, rel)));
      if (!unchanged) {
        rendered++;
        return false;
      }
      for (const rel of rels) {
        const old = path.join(previousDir, rel);
        const target = folderOf(path.join(outDir, rel));
        try {
          fs.linkSync(old, target);
        } catch {
          fs.copyFileSync(old, target);
        }
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
