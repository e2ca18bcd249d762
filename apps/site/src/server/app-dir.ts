import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site app's folder (`apps/site`): the nearest folder with a package.json above this module (in src/ or dist/). */
export const appDir = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return `${dir}${path.sep}`;
})();
