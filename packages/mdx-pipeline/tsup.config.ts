import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/types.ts', 'src/vite.ts', 'src/workers/worker.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  splitting: true,
  // The parsers, refractor with its common grammars and their helpers are bundled: a process (and
  // each worker) loads the compiler about twice as fast as from some 450 separate ES modules. Left
  // out: zod (its types are part of the API) and vite (a peer dependency); extra grammars named in
  // the options load at run time from the refractor package (`refractor/<name>`).
  noExternal: [/^(?!zod$|vite$)/],
  // CommonJS dependencies in the bundle (yaml) require Node's built-in modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  // Maps (without the sources) point bundled code back to its package, for stack traces and profiles.
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  onSuccess: 'node scripts/third-party-licenses.mjs',
});
