/**
 * How esbuild bundles a module of the site to run in Node: its relative imports bundled, packages
 * left for Node to resolve from the site's folder, nothing written, errors thrown (not logged).
 */
export const nodeBundle = {
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  write: false,
  logLevel: 'silent',
} as const;
