import path from 'node:path';
import { loadSite } from '../config/site.js';
import { buildSite } from '../server/build-site.js';
import { buildReporter, createOutput, printSiteWarnings, printWarnings } from './output.js';
import { hiddenSections } from './usage.js';

export interface BuildFlags {
  config?: string;
  out?: string;
  content?: string;
  hidden?: string | string[];
  quiet?: boolean;
}

/** `mdd build`: phases and times on a terminal; warnings and a summary line everywhere. */
export async function buildCommand(root: string, flags: BuildFlags): Promise<number> {
  const output = createOutput({ quiet: flags.quiet });
  const site = await loadSite({ root, configFile: flags.config });
  printSiteWarnings(output, site);
  const result = await buildSite({
    site,
    outDir: flags.out && path.resolve(flags.out),
    contentDir: flags.content && path.resolve(flags.content),
    hiddenSections: hiddenSections(flags.hidden),
    reporter: buildReporter(output),
  });
  // A Docusaurus page with its own code is the normal case: no need to say so page by page.
  const warnings = site.docusaurus
    ? result.content.warnings.filter((w) => !w.message.startsWith('compiled as a JavaScript module'))
    : result.content.warnings;
  printWarnings(output, warnings);
  const { pages, rendered, seconds } = result;
  const unchanged = pages - rendered;
  const detail = unchanged ? ` (${rendered} rendered, ${unchanged} unchanged)` : '';
  const count = warnings.length + site.warnings.length;
  output.info(
    `Built ${pages} pages${detail} into ${path.relative(process.cwd(), result.outDir) || '.'} in ${seconds.toFixed(2)} s${count ? `, ${count} warning${count === 1 ? '' : 's'}` : ''}`,
  );
  return 0;
}
