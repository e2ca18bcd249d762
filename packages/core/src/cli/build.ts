import path from 'node:path';
import { loadSite, type Site } from '../config/site.js';
import { buildSite } from '../server/build-site.js';
import { buildReporter, createOutput, type Output, printSiteWarnings, printWarnings } from './output.js';
import { hiddenSections } from './usage.js';

export interface BuildFlags {
  config?: string;
  out?: string;
  content?: string;
  hidden?: string | string[];
  quiet?: boolean;
  /** A Docusaurus site's locale to build alone; default: every locale, the default one at the root. */
  locale?: string;
}

/** `mdd build`: phases and times on a terminal; warnings and a summary line everywhere. */
export async function buildCommand(root: string, flags: BuildFlags): Promise<number> {
  const output = createOutput({ quiet: flags.quiet });
  const locale = flags.locale === undefined ? undefined : String(flags.locale);
  const site = await loadSite({ root, configFile: flags.config, locale });
  const i18n = site.docusaurus?.i18n;
  // As `docusaurus build`: every locale, the default one first; each other one under `<out>/<locale>`.
  const others =
    i18n && locale === undefined ? i18n.locales.filter((l) => l.locale !== i18n.currentLocale) : [];
  // The other locales' folders stay when the default locale's build replaces the output folder.
  const kept = i18n ? i18n.locales.filter((l) => l.locale !== i18n.defaultLocale).map((l) => l.locale) : [];
  await buildOne(site, flags, output, kept);
  for (const other of others)
    await buildOne(
      await loadSite({ root, configFile: flags.config, locale: other.locale }),
      flags,
      output,
      [],
    );
  return 0;
}

async function buildOne(site: Site, flags: BuildFlags, output: Output, keep: string[]): Promise<void> {
  printSiteWarnings(output, site);
  const i18n = site.docusaurus?.i18n;
  const subfolder = i18n && i18n.currentLocale !== i18n.defaultLocale ? i18n.currentLocale : '';
  const result = await buildSite({
    site,
    outDir: flags.out && path.join(path.resolve(flags.out), subfolder),
    contentDir: flags.content && path.resolve(flags.content),
    hiddenSections: hiddenSections(flags.hidden),
    reporter: buildReporter(output),
    keep,
  });
  // A Docusaurus page with its own code is the normal case: no need to say so page by page.
  const warnings = site.docusaurus
    ? result.warnings.filter((w) => !w.message.startsWith('compiled as a JavaScript module'))
    : result.warnings;
  printWarnings(output, warnings);
  const { pages, rendered, seconds } = result;
  const unchanged = pages - rendered;
  const detail = unchanged ? ` (${rendered} rendered, ${unchanged} unchanged)` : '';
  const count = warnings.length + site.warnings.length;
  const named = i18n && i18n.locales.length > 1 ? ` (${i18n.currentLocale})` : '';
  output.info(
    `Built ${pages} pages${named}${detail} into ${path.relative(process.cwd(), result.outDir) || '.'} in ${seconds.toFixed(2)} s${count ? `, ${count} warning${count === 1 ? '' : 's'}` : ''}`,
  );
}
