import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the build of a site (`site()`: its folder, known once built): `read` a file without the
 * `<!-- -->` React puts between adjacent texts, `text` the words of a page's main part.
 */
export function builtPages(site: () => string) {
  const read = (file: string) =>
    fs.readFileSync(path.join(site(), 'build', file), 'utf8').replaceAll('<!-- -->', '');
  const text = (file: string) =>
    (/<main[\s\S]*<\/main>/.exec(read(file))?.[0] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return { read, text };
}
