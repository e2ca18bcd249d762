import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/build.js';
import { mayNeedModule } from '../src/module-guess.js';
import type { ContentModule } from '../src/options.js';
import { apiOptions, removeTempDirs, tempDir, writeTree } from './helpers/tree.js';

afterAll(removeTempDirs);

describe('mayNeedModule', () => {
  it.each([
    ["import Chart from '@site/src/components/Chart';\n\n<Chart />\n", true],
    ['import {\n  Chart,\n} from "../components/chart.js";\n', true],
    ["import './styles.css';\n", true],
    ['export function Note() { return null; }\n', true],
    ['export const meta = compute();\n', true],
  ])('guesses a module for %j', (source, expected) => {
    expect(mayNeedModule(source)).toBe(expected);
  });

  it.each([
    ["import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs />\n", false],
    ["import { useCurrentSidebarCategory } from '@docusaurus/theme-common';\n", false],
    ["export const version = '2.1';\nexport const limits = { rpm: 60 };\n", false],
    ['```js\nimport { quote } from "market-data";\nexport default quote;\n```\n', false],
    ['~~~~ts\nimport x from "y";\n~~~~\n\nText that says import x from y.\n', false],
    ['Plain text about how to `import` a module.\n', false],
  ])('guesses no module for %j', (source, expected) => {
    expect(mayNeedModule(source)).toBe(expected);
  });
});

describe('onEarlyModules', () => {
  const pages = {
    'api/a.md': '# Alpha\n\nPlain text.\n',
    'api/b.mdx': "import Tabs from '@theme/Tabs';\n\n# Beta\n\n<Tabs />\n",
    'api/c.mdx': "import Chart from './chart.js';\n\n# Gamma\n\n<Chart />\n",
    'api/chart.js': 'export default function Chart() { return null; }\n',
    'api/d.mdx': "export function Note() { return 'n'; }\n\n# Delta\n\n<Note />\n",
    'api/e.md': '# Epsilon\n\nMore text.\n',
  };

  it('reports the modules of the pages that look like code once they compiled, before the others', async () => {
    const options = apiOptions(writeTree(pages), { cacheDir: path.join(tempDir(), 'cache'), workers: 0 });
    const progress: number[] = [];
    const early: Array<{ modules: ContentModule[]; routes: Array<[string, string]>; done: number }> = [];
    const build = await buildContent({
      ...options,
      onProgress: (done) => progress.push(done),
      onEarlyModules: (modules, routes) => early.push({ modules, routes, done: progress.length }),
    });
    expect(early).toHaveLength(1);
    expect(early[0]?.done).toBe(2);
    expect(early[0]?.modules.map((m) => m.route).sort()).toEqual(['/api/c', '/api/d']);
    expect(early[0]?.modules).toEqual(expect.arrayContaining(build.modules));
    expect(build.modules.map((m) => m.route).sort()).toEqual(['/api/c', '/api/d']);
    expect(new Map(early[0]?.routes).get('api/a.md')).toBe('/api/a');
  });

  it('reports every cached module at once when nothing needs compiling', async () => {
    const options = apiOptions(writeTree(pages), { cacheDir: path.join(tempDir(), 'cache'), workers: 0 });
    await buildContent(options);
    const early: string[][] = [];
    const build = await buildContent({
      ...options,
      onEarlyModules: (modules) => early.push(modules.map((m) => m.route).sort()),
    });
    expect(build.stats.compiled).toBe(0);
    expect(early).toEqual([['/api/c', '/api/d']]);
  });

  it('reports once even when a page that looks like code fails to compile, and the build still fails', async () => {
    const options = apiOptions(writeTree({ ...pages, 'api/broken.mdx': "import X from './x.js';\n\n<X\n" }), {
      cacheDir: path.join(tempDir(), 'cache'),
      workers: 0,
      checkImports: false,
    });
    const early: string[][] = [];
    const failure = await buildContent({
      ...options,
      onEarlyModules: (modules) => early.push(modules.map((m) => m.route).sort()),
    }).catch((error: unknown) => error);
    expect(String(failure)).toContain('api/broken.mdx');
    expect(early).toEqual([['/api/c', '/api/d']]);
  });
});
