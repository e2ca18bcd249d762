import fs from 'node:fs';
import path from 'node:path';
import type { Site } from '../config/site.js';

/**
 * Where a server-relative import of the site's code (`import users from '/data/users.json'`) may
 * be, in the order Docusaurus's webpack config looks (its `resolve.roots`): under the static
 * folder, then under the site's folder. None when the specifier is a file's absolute path, as the
 * engine's own compiled pages import theirs.
 */
export function serverRelativeCandidates(site: Site, specifier: string): string[] {
  if (!specifier.startsWith('/') || specifier.startsWith('//')) return [];
  const file = specifier.split('?')[0] as string;
  if (fs.existsSync(file)) return [];
  return [site.staticDir, site.root].map((root) => path.join(root, file));
}
