import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedSection } from '../options.js';

/**
 * The folder a route's page most likely lives in, guessed from the route alone: under the section
 * whose route base holds the route, the folder named like the route (a category's own page) or else
 * its parent folder. Undefined when neither is a folder (a `slug`, number prefixes): then only the
 * whole content tells.
 */
export function routeFolder(
  route: string,
  sections: Array<Pick<ResolvedSection, 'id' | 'dir' | 'routeBasePath'>>,
): { section: string; dir: string } | undefined {
  const holding = sections
    .filter(
      (s) => s.routeBasePath === '/' || route === s.routeBasePath || route.startsWith(`${s.routeBasePath}/`),
    )
    .sort((a, b) => b.routeBasePath.length - a.routeBasePath.length);
  for (const section of holding) {
    const parts = route.slice(section.routeBasePath.length).split('/').filter(Boolean);
    for (const dir of [parts.join('/'), parts.slice(0, -1).join('/')]) {
      if (fs.statSync(path.join(section.dir, dir), { throwIfNoEntry: false })?.isDirectory())
        return { section: section.id, dir };
    }
  }
  return undefined;
}
