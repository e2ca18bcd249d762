import fs from 'node:fs';
import path from 'node:path';
import { ContentError, codeFrame, type PipelineWarning } from '@market-data-docs/mdx-pipeline';
import type { DocusaurusSite } from './types.js';

const routeLink = /^broken link: .* \(no page at (\/[^)]*)\)$/;
/** A link written as an HTML `<a href>` in a page's JSX, which Docusaurus's check never sees (it is no `<Link>`). */
const htmlLink = /^broken link: <a href=/;
const fileLink = /^broken link: .* \(no such page\)$/;

/**
 * Applies `onBrokenLinks` (links to routes) and `onBrokenMarkdownLinks` (links to `.md`/`.mdx`
 * files), a Docusaurus site's or the site config's, to the build's broken-link warnings: `throw` turns them into errors at
 * their line (the build stops, naming every one), `ignore` drops them, `warn` and `log` keep them.
 * Links to files of the static folder are not broken. On a Docusaurus site (`docusaurus`), a
 * broken link written as an HTML `<a href>` in a page's JSX stays a warning whatever the policy, as
 * Docusaurus does not check those.
 */
export function applyLinkPolicies(
  warnings: PipelineWarning[],
  site: Pick<DocusaurusSite, 'onBrokenLinks' | 'onBrokenMarkdownLinks'>,
  dirs: { contentDir: string; staticDir: string; docusaurus?: boolean },
): { warnings: PipelineWarning[]; errors: ContentError[] } {
  const { contentDir, staticDir, docusaurus } = dirs;
  const kept: PipelineWarning[] = [];
  const errors: ContentError[] = [];
  for (const warning of warnings) {
    const route = routeLink.exec(warning.message)?.[1];
    const policy = route
      ? site.onBrokenLinks
      : fileLink.test(warning.message)
        ? site.onBrokenMarkdownLinks
        : undefined;
    if (!policy || (docusaurus && htmlLink.test(warning.message))) {
      kept.push(warning);
      continue;
    }
    if (route && isStaticFile(staticDir, route)) continue;
    if (policy === 'ignore') continue;
    if (policy !== 'throw' || !warning.file) {
      kept.push(warning);
      continue;
    }
    const file = path.resolve(contentDir, warning.file);
    const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    errors.push(
      new ContentError(warning.message, {
        file: warning.file,
        line: warning.line,
        rule: route ? 'onBrokenLinks' : 'onBrokenMarkdownLinks',
        ...(source && warning.line ? { frame: codeFrame(source, warning.line) } : {}),
      }),
    );
  }
  return { warnings: kept, errors };
}

function isStaticFile(staticDir: string, route: string): boolean {
  const file = path.join(staticDir, decodeURIComponent(route));
  return file.startsWith(staticDir) && fs.existsSync(file) && fs.statSync(file).isFile();
}
