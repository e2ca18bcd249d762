#!/usr/bin/env node
// `mdd build` and `mdd start` render pages with React's production build, as `docusaurus build` does
// (its development build renders several times slower): set before anything loads React. The
// command is the first argument that is neither a flag nor the file of `-c`/`--config`.
const args = process.argv.slice(2);
const command = args.find((arg, i) => !arg.startsWith('-') && !['-c', '--config'].includes(args[i - 1]));
if (command === 'build' || command === 'start') process.env.NODE_ENV = 'production';
try {
  await import('../dist/node/cli.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/node/cli.js'))
    throw error;
  console.error(
    'mdd: this copy of @market-data-docs/core is not built (no dist/): run `pnpm build` in its workspace.',
  );
  process.exitCode = 1;
}
