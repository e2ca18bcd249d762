import type { PipelineWarning } from '@market-data-docs/mdx-pipeline';
import type { SiteConfig } from '../config/schema.js';

type Link = { label: string; to?: string; href?: string; items?: Link[] };

/** The route links (`to`) of the navbar and the footer, each with its key in the config. */
function routeLinks(config: SiteConfig): Array<{ key: string; to: string }> {
  const found: Array<{ key: string; to: string }> = [];
  const visit = (links: Link[] | undefined, key: string) =>
    links?.forEach((link, i) => {
      if (link.to !== undefined) found.push({ key: `${key}.${i}.to`, to: link.to });
      visit(link.items, `${key}.${i}.items`);
    });
  visit(config.navbar?.items as Link[] | undefined, 'navbar.items');
  visit(config.footer?.links as Link[] | undefined, 'footer.links');
  for (const [i, column] of config.footer?.columns?.entries() ?? []) {
    visit(column.items as Link[], `footer.columns.${i}.items`);
  }
  return found;
}

/**
 * A warning for each route link of the navbar and the footer that leads to no page or file of the
 * build (`built(rel)`: the build writes a file at `rel`), named by the config file and its key.
 */
export function brokenConfigLinks(
  config: SiteConfig,
  configFile: string,
  built: (rel: string) => boolean,
): PipelineWarning[] {
  return routeLinks(config)
    .filter(({ to }) => {
      const rel = to.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
      return !built(rel ? `${rel}/index.html` : 'index.html') && !built(rel);
    })
    .map(({ key, to }) => ({ file: configFile, message: `${key}: broken link: ${to} (no page at ${to})` }));
}
