#!/usr/bin/env node
// `mdd build` and `mdd start` render pages with React's production build, as `docusaurus build` does
// (its development build renders several times slower): set before anything loads React.
if (process.argv[2] === 'build' || process.argv[2] === 'start') process.env.NODE_ENV = 'production';
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
