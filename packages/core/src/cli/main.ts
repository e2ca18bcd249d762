import fs from 'node:fs';
import path from 'node:path';
import { ContentBuildError } from '@market-data-docs/mdx-pipeline';
import { cac } from 'cac';
import { SiteConfigError } from '../config/schema.js';
import { coreDir } from '../server/core-dir.js';
import { createOutput } from './output.js';
import { UsageError } from './usage.js';

const { version } = JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8')) as {
  version: string;
};

/** Runs `mdd` with `argv` (without node and the script); resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const cli = cac('mdd');
  // Each command's code is loaded when it runs: \`mdd --help\` and \`mdd build\` do not load the dev server's Vite.
  // `init` writes site.config.ts: only the commands that read a config take --config.
  const config = [
    '-c, --config <file>',
    'Configuration file, instead of site.config.{ts,mts,js,mjs} in DIR',
  ] as const;
  cli
    .command('build [dir]', 'Build the site in DIR (default: here) for production')
    .option(...config)
    .option('--out <dir>', "Output folder, instead of the config's outDir (build/)")
    .option('--content <dir>', 'Build another content tree with this configuration (benchmarks, tests)')
    .option(
      '--hidden <id:label>',
      'A section of --content compiled but left out of sitemap, llms.txt and search',
    )
    .option('--quiet', 'Print only warnings, errors and the summary')
    .option('--locale <locale>', "A Docusaurus site's locale to build alone (default: every locale)")
    .example('mdd build')
    .example('mdd build docs-site --out dist')
    .action(async (dir: string | undefined, flags) =>
      (await import('./build.js')).buildCommand(siteDir(dir), flags),
    );
  cli
    .command('dev [dir]', 'Start the dev server: pages compile on demand and show edits without a reload')
    .option(...config)
    .option('--port <port>', 'Port (default: PORT or 5173)')
    .option('--host <host>', 'Interface to listen on (default: 127.0.0.1)')
    .option('--content <dir>', 'Serve another content tree with this configuration')
    .option('--locale <locale>', "A Docusaurus site's locale to serve (default: its defaultLocale)")
    .action(async (dir: string | undefined, flags) =>
      (await import('./dev.js')).devCommand(siteDir(dir), flags),
    );
  cli
    .command('start [dir]', 'Serve the production build (built first when there is none)')
    .option(...config)
    .option('--port <port>', 'Port (default: PORT or 3000)')
    .option('--host <host>', 'Interface to listen on (default: 127.0.0.1)')
    .option('--out <dir>', "Folder to serve, instead of the config's outDir")
    .action(async (dir: string | undefined, flags) =>
      (await import('./start.js')).startCommand(siteDir(dir), flags),
    );
  cli
    .command('init [dir]', 'Write a new site into DIR: config, home page, one section with two pages')
    .action(async (dir: string | undefined) =>
      (await import('./init.js')).initCommand(path.resolve(dir ?? '.')),
    );
  cli
    .command('search-upload [dir]', "Push the last build's search records to Algolia")
    .option(...config)
    .action(async (dir: string | undefined, flags) =>
      (await import('./search-upload.js')).searchUploadCommand(siteDir(dir), flags),
    );
  // A command's --help says what the command does, and what it reads from the environment.
  cli.help((sections) => {
    const command = cli.matchedCommand;
    if (!command) return sections;
    const env = environment[command.name];
    return [
      ...sections.slice(0, 1),
      { body: command.description },
      ...sections.slice(1),
      ...(env ? [{ title: 'Environment', body: env }] : []),
    ];
  });
  cli.version(version);

  const output = createOutput();
  try {
    const parsed = cli.parse(['node', 'mdd', ...argv], { run: false });
    if (parsed.options.help || parsed.options.version) return 0;
    if (!cli.matchedCommand) {
      if (parsed.args.length) throw new UsageError(`unknown command "${parsed.args[0]}"`);
      // Without a command cac checks no flag: `mdd --bogus` is a usage error as `mdd build --bogus` is.
      cli.globalCommand.checkUnknownOptions();
      cli.outputHelp();
      return 0;
    }
    return ((await cli.runMatchedCommand()) as number | undefined) ?? 0;
  } catch (error) {
    if (error instanceof UsageError || (error as Error).name === 'CACError') {
      output.error(`mdd: ${(error as Error).message}`);
      process.stderr.write('\n');
      // cac prints help with console.info: after a usage error it belongs on stderr.
      const info = console.info;
      console.info = (...lines: unknown[]) => process.stderr.write(`${lines.join(' ')}\n`);
      try {
        cli.outputHelp();
      } finally {
        console.info = info;
      }
      return 2;
    }
    if (error instanceof SiteConfigError) {
      output.error(error.message);
      return 1;
    }
    if (error instanceof ContentBuildError) {
      output.error(error.message);
      output.error('\nThe build failed; the previous output (if any) is unchanged.');
      return 1;
    }
    output.error(String((error as Error).stack ?? error));
    return 1;
  }
}

/** The environment variables a command reads, for its --help. */
const environment: Record<string, string> = {
  'search-upload': [
    '  ALGOLIA_ADMIN_API_KEY  Admin API key of the Algolia application (required)',
    "  ALGOLIA_APP_ID         Application id, when the config's search.algolia has no appId",
    "  ALGOLIA_INDEX_NAME     Index to replace, when the config's search.algolia has no indexName",
  ].join('\n'),
};

/**
 * The site's folder: `dir` when given; else, where the working directory's package.json names one
 * in `"mdd": { "site": "..." }` (a monorepo root naming its site), that; else the working directory.
 */
function siteDir(dir: string | undefined): string {
  if (dir) return path.resolve(dir);
  try {
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { mdd?: { site?: string } };
    if (manifest.mdd?.site) return path.resolve(manifest.mdd.site);
  } catch {
    // no package.json here
  }
  return process.cwd();
}
