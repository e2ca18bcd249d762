import fs from 'node:fs';
import path from 'node:path';
import { themeComponentNames } from '@market-data-docs/theme/config';

/** Docusaurus theme components whose place this theme fills under another name. */
const renamed: Record<string, string> = {
  SearchBar: 'SearchButton',
  'Navbar/ColorModeToggle': 'ColorModeToggle',
  'DocItem/Layout': 'DocLayout',
  'DocItem/Footer': 'DocFooter',
  DocCategoryGeneratedIndexPage: 'CategoryIndexPage',
};

const moduleFile = /^(.*?)(?:\/index)?\.(?:tsx|ts|jsx|js)$/;

/** Swizzled components that wrap the whole app in the site's providers, outermost first. */
const wrapperNames = ['Root', 'Layout/Provider'];

/**
 * The components a site swizzled into `src/theme/` (`Footer/index.tsx`, `NotFound.tsx`, ...): those
 * whose name matches a slot of the theme's override list are used in its place; `MDXComponents`
 * becomes the components of every page; `Root` and `Layout/Provider` wrap every page (with the
 * site's context providers, as in Docusaurus); any other is named once in a warning and not used
 * (the theme's own component shows), but for the parts under a component used here (`Footer/Links`
 * under `Footer`), which that component imports. A `DocItem/Content` without a swizzled
 * `DocItem/Layout` is the `DocContent` slot: the body of the theme's doc layout.
 * (`prism-include-languages` is `prism-include.ts`'s.)
 */
export function findSwizzled(
  themeDir: string,
  warn: (message: string) => void,
): { slots: Record<string, string>; mdxComponents?: string; wrappers: string[] } {
  const slots: Record<string, string> = {};
  const wrappers: Record<string, string> = {};
  let mdxComponents: string | undefined;
  if (!fs.existsSync(themeDir)) return { slots, wrappers: [] };
  const skipped: string[] = [];
  const used: string[] = [];
  const files: Record<string, string> = {};
  for (const rel of fs.readdirSync(themeDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const posix = rel.split(path.sep).join('/');
    if (posix.endsWith('.d.ts')) continue;
    const name = moduleFile.exec(posix)?.[1];
    if (!name || !/^[A-Z]/.test(name)) continue;
    const file = path.join(themeDir, rel);
    files[name] ??= file;
    if (name === 'MDXComponents') mdxComponents = file;
    else if (wrapperNames.includes(name)) {
      wrappers[name] = file;
      used.push(name);
    } else {
      const slot = renamed[name] ?? name;
      if ((themeComponentNames as readonly string[]).includes(slot)) {
        slots[slot] = file;
        used.push(name);
      } else if (!skipped.includes(name)) skipped.push(name);
    }
  }
  const content = files['DocItem/Content'];
  if (content && !slots.DocLayout) {
    slots.DocContent = content;
    used.push('DocItem/Content');
  }
  // `Footer/Links` beside a swizzled `Footer` is a part the site's `Footer` imports: it shows with it.
  // `DocItem/Content` beside a swizzled `DocItem/Layout` is what that layout imports.
  const unused = skipped.filter(
    (name) =>
      !used.includes(name) &&
      !used.some(
        (parent) =>
          name.startsWith(`${parent}/`) || (parent === 'DocItem/Layout' && name.startsWith('DocItem/')),
      ),
  );
  if (unused.length)
    warn(
      `src/theme: ${unused.join(', ')} ${unused.length === 1 ? 'is' : 'are'} not used (this theme has no such part to replace); the theme's own ${unused.length === 1 ? 'part shows' : 'parts show'}`,
    );
  return { slots, mdxComponents, wrappers: wrapperNames.flatMap((name) => wrappers[name] ?? []) };
}
