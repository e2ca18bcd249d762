import type { PipelineWarning } from '@market-data-docs/mdx-pipeline';
import { formatWarning } from '@market-data-docs/mdx-pipeline';
import pc from 'picocolors';
import type { Site } from '../config/site.js';
import type { BuildPhase, BuildReporter } from '../server/build-site.js';

/** Where the CLI writes: progress and phases only on an interactive terminal outside CI. */
export interface Output {
  interactive: boolean;
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

export function createOutput(options: { quiet?: boolean } = {}): Output {
  const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
  return {
    interactive: Boolean(process.stderr.isTTY) && !ci && !options.quiet,
    info: (line) => process.stdout.write(`${line}\n`),
    warn: (line) => process.stderr.write(`${pc.yellow(line)}\n`),
    error: (line) => process.stderr.write(`${pc.red(line)}\n`),
  };
}

/** What loading the site skipped (a Docusaurus plugin this engine cannot run, a blog plugin's option not used...), once each. */
export function printSiteWarnings(output: Output, site: Site): void {
  for (const warning of site.warnings) output.warn(`warning: ${warning}`);
}

/** How many times one message is printed with its place before the rest are counted instead. */
export const repeatedWarningLimit = 3;

/**
 * Prints the content's warnings, each at its `file:line`; a message that recurs (a code language no
 * grammar has, in hundreds of code blocks) is printed at its first places, then once with how many
 * more there are, so the other warnings are not lost among its copies.
 */
export function printWarnings(output: Output, warnings: PipelineWarning[]): void {
  const seen = new Map<string, number>();
  const more = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  for (const warning of warnings) {
    const times = (seen.get(warning.message) ?? 0) + 1;
    seen.set(warning.message, times);
    if (times <= repeatedWarningLimit) {
      output.warn(formatWarning(warning));
      continue;
    }
    counts.set(warning.message, (counts.get(warning.message) ?? 0) + 1);
    const files = more.get(warning.message) ?? new Set<string>();
    files.add(warning.file ?? '');
    more.set(warning.message, files);
  }
  for (const [message, files] of more) {
    const count = counts.get(message) ?? 0;
    output.warn(
      `warning: ${message}: ${count} more time${count === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'} (not listed)`,
    );
  }
}

const phaseNames: Record<BuildPhase['name'], string> = {
  content: 'content',
  shell: 'app shell',
  render: 'pages',
  search: 'search index',
  files: 'site files',
};

/**
 * The build's progress on an interactive terminal: a "compiling N of M pages" line while the content
 * compiles, then one line per phase with what it did and how long it took. Nothing elsewhere.
 */
export function buildReporter(output: Output): BuildReporter {
  if (!output.interactive) return {};
  let last = 0;
  return {
    progress(done, total) {
      const now = performance.now();
      if (done < total && now - last < 100) return;
      last = now;
      process.stderr.write(`\r${pc.dim('compiling')} ${done} of ${total} pages\x1b[K`);
      if (done === total) process.stderr.write('\r\x1b[K');
    },
    phase({ name, detail, seconds }) {
      process.stderr.write(
        `\r\x1b[K${pc.green('✓')} ${phaseNames[name].padEnd(13)}${detail} ${pc.dim(`${seconds.toFixed(2)} s`)}\n`,
      );
    },
  };
}
