import { createHash } from 'node:crypto';
import { themeBootstrapScript } from '@market-data-docs/theme/color-mode';
import type { Site } from '../config/site.js';
import { blogSection } from '../docusaurus/blog.js';
import { htmlTags } from '../docusaurus/html-tags.js';
import { documentLocale } from '../docusaurus/i18n.js';
import type { DocumentContext } from '../entry-server.js';
import { firstInputScript } from './boot-loader.js';
import type { ClientConfig } from './client-config.js';
import type { Shell } from './shell.js';

/** Everything a page's HTML is rendered with beside its data: the site's config and shell, a Docusaurus site's tags. */
export function documentContext(
  site: Site,
  client: ClientConfig,
  shell: Pick<Shell, 'assets' | 'pageAssets'>,
  loaderFile: string,
): DocumentContext {
  const { config } = site;
  const tags = site.docusaurus;
  const locale = tags && documentLocale(tags.i18n);
  return {
    config,
    bootstrap: themeBootstrapScript(client.theme) + firstInputScript,
    assets: shell.assets,
    loader: config.basePath + loaderFile,
    pageAssets: shell.pageAssets,
    sectionRoutes: Object.fromEntries([
      ...site.sections.map((s) => [s.id, `/${(s.routeBasePath ?? s.id).replace(/^\/+|\/+$/g, '')}`]),
      ...(site.docusaurus?.blogs ?? []).map((b) => [blogSection(b), `/${b.routeBasePath}`]),
    ]),
    ...(locale ? { locale } : {}),
    ...(tags
      ? {
          headHtml: htmlTags(tags.headTags),
          preBodyHtml: htmlTags(tags.preBodyTags),
          postBodyHtml: htmlTags(tags.postBodyTags),
        }
      : {}),
  };
}

/** What every page's HTML is rendered from beside its data: the shell's code and the site's config. */
export function renderKeyOf(shellKey: string, site: Site): string {
  return createHash('sha256').update(shellKey).update(JSON.stringify(site.config)).digest('hex');
}
