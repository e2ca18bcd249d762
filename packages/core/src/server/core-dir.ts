import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder: the nearest folder with a package.json above this module (in src/ or dist/). */
export const coreDir = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
})();

/** The app shell's compiled entries (`dist/client/`), which Vite bundles with the site's own code. */
export const clientDir = path.join(coreDir, 'dist/client');

/** Resolves modules as the engine's own code does: React, Vite, the theme, whatever the site installed. */
export const engineRequire = createRequire(path.join(coreDir, 'package.json'));

/** The folder of a package the engine depends on (React, Vite, the theme...), as installed for it. */
export function enginePackageDir(name: string): string {
  return path.dirname(engineRequire.resolve(`${name}/package.json`));
}
