import { resolveSiteConfig, type SiteConfig } from '../config/schema.js';

/** Loads and validates `site.config.ts`; exits with the list of bad keys when it is invalid. */
export async function loadSiteConfig(): Promise<SiteConfig> {
  const { default: input } = await import('../../site.config.js');
  try {
    return resolveSiteConfig(input);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
