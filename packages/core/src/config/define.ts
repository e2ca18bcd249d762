import type { SiteConfigInput } from './schema.js';

export type { SiteConfig, SiteConfigInput } from './schema.js';

/** Types a site configuration in `site.config.ts` (checked when the site is built, served or developed). */
export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
