#!/usr/bin/env node
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
