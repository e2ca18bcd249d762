export { defineSiteConfig } from './config/define.js';
export {
  type PluginEntry,
  resolveSiteConfig,
  type SiteConfig,
  SiteConfigError,
  type SiteConfigInput,
} from './config/schema.js';
export { type CustomPage, type LoadSiteOptions, loadSite, type Site } from './config/site.js';
export type { CustomPageModule, PageProps } from './router/views.js';
export {
  type BuildPhase,
  type BuildReporter,
  type BuildSiteOptions,
  type BuildSiteResult,
  buildSite,
} from './server/build-site.js';
export { type DevServerOptions, startDevServer } from './server/dev-server.js';
export { createStaticServer, type StaticServerOptions } from './server/static-server.js';
