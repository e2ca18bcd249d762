import fs from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import { loadSite } from '../config/site.js';
import { buildSite } from '../server/build-site.js';
import { createStaticServer } from '../server/static-server.js';
import { buildReporter, createOutput, printWarnings } from './output.js';
import { isPortInUse, portInUse, portOption, untilStopped } from './usage.js';

export interface StartFlags {
  config?: string;
  port?: number | string;
  host?: string;
  out?: string;
}

/** `mdd start`: serves the production build (building it first when there is none) until Ctrl-C. */
export async function startCommand(root: string, flags: StartFlags): Promise<number> {
  const output = createOutput();
  const port = portOption(flags.port, 3000);
  const host = flags.host ?? '127.0.0.1';
  const site = await loadSite({ root, configFile: flags.config });
  const outDir = flags.out ? path.resolve(flags.out) : site.outDir;
  const shown = path.relative(process.cwd(), outDir) || '.';
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    output.info(`No build in ${shown}: building the site first.`);
    const result = await buildSite({ site, outDir, reporter: buildReporter(output) });
    printWarnings(output, result.warnings);
    output.info(`Built ${result.pages} pages in ${result.seconds.toFixed(2)} s`);
  }
  const server = createStaticServer({ root: outDir, basePath: site.config.basePath });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    if (!isPortInUse(error)) throw error;
    output.error(portInUse(port));
    return 1;
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  output.info(
    `Serving ${shown} at ${pc.cyan(`http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${site.config.basePath}`)} ${pc.dim('(Ctrl-C to stop)')}`,
  );
  return untilStopped(
    () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
}
