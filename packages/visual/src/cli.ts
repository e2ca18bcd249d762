import { parseArgs } from 'node:util';
import { runVisual, UsageError } from './visual.js';

const usage = `Usage: pnpm visual [--base REF] [--out DIR]

Builds the Storybook of the working tree and of REF (default: main), screenshots every story in
light and dark mode at 375 and 1280 px in Chromium, compares them pixel by pixel and writes an
HTML report to DIR (default: visual-report/ at the repository root). Its last line, also printed,
reads "N of M story snapshots changed".

Exit status: 0 when the report is written, whatever changed; 1 when a build or the browser fails;
2 on a usage error (unknown option, unknown ref, no visual.config.json).`;

function fail(message: string): never {
  console.error(`visual: ${message}\n\n${usage}`);
  process.exit(2);
}

let values: { base?: string; out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: { base: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.base === '') fail('--base needs a ref');

try {
  const { summary } = await runVisual({ cwd: process.cwd(), base: values.base ?? 'main', out: values.out });
  console.log(summary);
} catch (error) {
  if (error instanceof UsageError) fail(error.message);
  console.error(`visual: ${(error as Error).message}`);
  process.exit(1);
}
