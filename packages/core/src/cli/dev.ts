import path from 'node:path';
import pc from 'picocolors';
import { loadSite } from '../config/site.js';
import { startDevServer } from '../server/dev-server.js';
import { createOutput, printSiteWarnings } from './output.js';
import { isPortInUse, portInUse, portOption, portTaken, untilStopped } from './usage.js';

export interface DevFlags {
  config?: string;
  port?: number | string;
  host?: string;
  content?: string;
  /** A Docusaurus site's locale to serve; default its `i18n.defaultLocale`. */
  locale?: string;
}

/** `mdd dev`: serves the site with hot content reload until Ctrl-C. */
export async function devCommand(root: string, flags: DevFlags): Promise<number> {
  const output = createOutput();
  const started = performance.now();
  const port = portOption(flags.port, 5173);
  const site = await loadSite({
    root,
    configFile: flags.config,
    ...(flags.locale === undefined ? {} : { locale: String(flags.locale) }),
  });
  printSiteWarnings(output, site);
  if (await portTaken(port, flags.host ?? '127.0.0.1')) {
    output.error(portInUse(port));
    return 1;
  }
  let server: Awaited<ReturnType<typeof startDevServer>>;
  try {
    server = await startDevServer({
      site,
      port,
      host: flags.host,
      contentDir: flags.content && path.resolve(flags.content),
    });
  } catch (error) {
    if (!isPortInUse(error)) throw error;
    output.error(portInUse(port));
    return 1;
  }
  const address = server.httpServer?.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const host = flags.host ?? '127.0.0.1';
  output.info(`Dev server ready in ${Math.round(performance.now() - started)} ms`);
  output.info(
    `  ${pc.green('➜')} ${pc.bold('Local:')} ${pc.cyan(`http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${site.config.basePath}`)}`,
  );
  return untilStopped(() => server.close());
}
