import fs from 'node:fs';
import path from 'node:path';

/**
 * The last build's search records, kept for `mdd search-upload`: a folder of JSON arrays
 * (`<n>.json`), each the records of 1,000 pages in the index's order, so that a build after a
 * one-page edit writes one of them again, and none holds a hundred thousand pages' records as one string.
 */
export const pagesPerPart = 1000;

interface PageRecord {
  url: string;
}

/**
 * Writes every page's records (a page at a time) into a new folder that replaces `dir` once closed;
 * `addPage` and `end` give each part's JSON as they write it, for the search index.
 */
export function createRecordParts(dir: string) {
  const tmp = `${dir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  let part: PageRecord[] = [];
  let pages = 0;
  let records = 0;
  const flush = () => {
    const json = JSON.stringify(part);
    fs.writeFileSync(path.join(tmp, `${Math.ceil(pages / pagesPerPart) - 1}.json`), json);
    part = [];
    return json;
  };
  return {
    /** Adds a page's records; the part's JSON when this page fills it. */
    addPage(list: PageRecord[]): string | undefined {
      if (!list.length) return undefined;
      for (const record of list) part.push(record);
      records += list.length;
      return ++pages % pagesPerPart === 0 ? flush() : undefined;
    },
    /** Once every page is in: the JSON of the last part, if it is not full. */
    end(): string | undefined {
      return part.length ? flush() : undefined;
    },
    /** Puts the folder in place; returns the number of records. */
    close(): number {
      if (part.length) flush();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(tmp, dir);
      return records;
    },
  };
}

/** Replaces the records of some pages (by route), each at the page's place in the index (`pageIndex`). */
export function updateRecordParts(
  dir: string,
  changed: Map<string, PageRecord[]>,
  pageIndex: (route: string) => number,
): void {
  const parts = new Set([...changed.keys()].map((route) => Math.floor(pageIndex(route) / pagesPerPart)));
  for (const part of parts) {
    const file = path.join(dir, `${part}.json`);
    const records = JSON.parse(fs.readFileSync(file, 'utf8')) as PageRecord[];
    const next: PageRecord[] = [];
    const done = new Set<string>();
    for (const record of records) {
      const route = routeOf(record.url);
      const replaced = changed.get(route);
      if (!replaced) next.push(record);
      else if (!done.has(route)) {
        done.add(route);
        next.push(...replaced);
      }
    }
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(next));
    fs.renameSync(`${file}.tmp`, file);
  }
}

/** The records of the part that holds the page at `pageIndex` (none when it is missing). */
export function readRecordPart<T>(dir: string, pageIndex: number): T[] {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(dir, `${Math.floor(pageIndex / pagesPerPart)}.json`), 'utf8'),
    );
  } catch {
    return [];
  }
}

/** Every record of the folder, in order; undefined when there is none. */
export function readRecordParts<T>(dir: string): T[] | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const parts = fs
    .readdirSync(dir)
    .filter((name) => /^\d+\.json$/.test(name))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return parts.flatMap((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T[]);
}

/** The page part of a record's URL. */
export function routeOf(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}
