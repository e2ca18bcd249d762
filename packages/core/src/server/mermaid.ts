import type { SiteConfig } from '../config/schema.js';
import type { Site } from '../config/site.js';

/** How the site's diagrams are drawn (`theme`, `options`), or undefined when ```mermaid blocks are code. */
export function mermaidSettings(
  config: Pick<SiteConfig, 'mermaid'>,
): { theme?: { light?: string; dark?: string }; options?: Record<string, unknown> } | undefined {
  const { mermaid } = config;
  if (mermaid === false) return undefined;
  return mermaid === true ? {} : mermaid;
}

/**
 * The site as its app shell is bundled: with Mermaid only when a page has a diagram, so that a site
 * without one never bundles it (Mermaid and its libraries take seconds to bundle).
 */
export function shellSite(site: Site, usesMermaid: boolean): Site {
  if (usesMermaid || site.config.mermaid === false) return site;
  return { ...site, config: { ...site.config, mermaid: false } };
}
