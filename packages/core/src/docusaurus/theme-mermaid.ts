import type { Site } from '../config/site.js';
import { mermaidSettings } from '../server/mermaid.js';

/**
 * `@theme/Mermaid` for a Docusaurus site's own code: the theme's `Mermaid` with the site's
 * `themeConfig.mermaid` (its default settings when the site does not draw diagrams).
 */
export function themeMermaidModule(site: Site): string {
  const settings = mermaidSettings(site.config) ?? {};
  return [
    "import { mermaidComponent } from '@market-data-docs/theme/mermaid';",
    `export default mermaidComponent(${JSON.stringify(settings)});`,
  ].join('\n');
}
