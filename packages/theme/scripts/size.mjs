// Measures what a doc page loads from the theme (React excluded), minified and gzipped, against the
// budgets: JS < 25 KB, CSS < 15 KB. Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const budgets = { js: 25 * 1024, css: 15 * 1024 };
const docPage = `
export { ThemeProvider, Layout } from '${dist}layout.js';
export { Page } from '${dist}doc.js';
export { MdxContent } from '${dist}mdx.js';
export { CrashBoundary, ProgressBar, LoadingError, ErrorPage } from '${dist}errors.js';
export { themeBootstrapScript } from '${dist}color-mode.js';
`;

const result = await build({
  configFile: false,
  logLevel: 'silent',
  plugins: [
    {
      name: 'doc-page-entry',
      resolveId: (id) => (id.endsWith('doc-page') ? '\0doc-page' : undefined),
      load: (id) => (id === '\0doc-page' ? docPage : undefined),
    },
  ],
  build: {
    write: false,
    minify: true,
    lib: { entry: 'doc-page', formats: ['es'], fileName: 'doc-page' },
    rollupOptions: { external: [/^react(-dom)?(\/.*)?$/] },
  },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const js = outputs
  .filter((o) => o.type === 'chunk')
  .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
const css = gzipSync(readFileSync(`${dist}styles.css`), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`doc page JS (gzip, React excluded): ${kb(js)} of ${kb(budgets.js)}`);
console.log(`styles.css (gzip): ${kb(css)} of ${kb(budgets.css)}`);
if (js > budgets.js || css > budgets.css) {
  console.error('Over budget');
  process.exit(1);
}
