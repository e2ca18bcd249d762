import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Site } from '../src/config/site.js';
import { contextFiles, requireContexts } from '../src/docusaurus/require-context.js';
import { docusaurusPlugin } from '../src/docusaurus/vite-plugin.js';
import { removeSite, writeFiles, writeSite } from './helpers/temp-site.js';

const sites: string[] = [];
afterAll(() => sites.forEach(removeSite));

/** Runs transformed code with each import replaced by a stand-in naming the file it imports. */
function run(code: string, name: string): unknown {
  const body = code.replace(
    /^import \* as (\w+) from ("[^"]*");$/gm,
    (_, id: string, source: string) => `const ${id} = { default: ${source} };`,
  );
  return new Function('name', `${body}\nreturn pick(name);`)(name);
}

describe("webpack's context modules (require of a template literal)", () => {
  const dir = writeSite({});
  sites.push(dir);
  writeFiles(dir, {
    'examples/basic/schema.txt': 'one',
    'examples/basic/main.ts': 'two',
    'examples/other/main.ts': 'three',
    'examples/node_modules/pkg/main.ts': 'never',
    'src/components/img/logo.png': 'png',
    'src/components/img/notes.md': 'md',
  });
  const file = path.join(dir, 'src/components/Example.tsx');

  it('imports each file of the folder the pattern matches, under the request that names it', () => {
    const code =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the site's code, holding a template literal
      'const pick = (name) => require(`!!raw-loader!@site/examples/${name}/main.ts`).default;\nexport default pick;\n';
    const out = requireContexts(code, file, dir) as string;
    expect(out.match(/^import .*$/gm)).toEqual([
      `import * as __mdd_context_0 from ${JSON.stringify(`!!raw-loader!${path.join(dir, 'examples/basic/main.ts')}`)};`,
      `import * as __mdd_context_1 from ${JSON.stringify(`!!raw-loader!${path.join(dir, 'examples/other/main.ts')}`)};`,
    ]);
    expect(run(out.replace('export default pick;', ''), 'other')).toBe(
      `!!raw-loader!${path.join(dir, 'examples/other/main.ts')}`,
    );
    expect(() => run(out.replace('export default pick;', ''), 'missing')).toThrow(
      "Cannot find module '!!raw-loader!@site/examples/missing/main.ts'",
    );
    expect(contextFiles(code, file, dir)).toEqual([
      path.join(dir, 'examples/basic/main.ts'),
      path.join(dir, 'examples/other/main.ts'),
    ]);
  });

  it('resolves a relative folder from the module and keeps only the files the pattern ends with', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the site's code, holding a template literal
    const code = 'const pick = (name) => require(`./img/${name}.png`);\n';
    const out = requireContexts(code, file, dir) as string;
    expect(out.match(/^import .*$/gm)).toEqual([
      `import * as __mdd_context_0 from ${JSON.stringify(path.join(dir, 'src/components/img/logo.png'))};`,
    ]);
    expect(run(out, 'logo')).toEqual({ default: path.join(dir, 'src/components/img/logo.png') });
  });

  it("is applied by the bundler's Docusaurus plugin to the site's own modules, not to packages", async () => {
    const plugin = docusaurusPlugin({ root: dir, docusaurus: {} } as unknown as Site);
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the site's code, holding a template literal
    const code = 'export const pick = (name) => require(`./img/${name}.png`);\n';
    expect((await transform.call({}, code, file))?.code).toContain('__mddRequireContext(');
    expect(await transform.call({}, code, path.join(dir, 'node_modules/pkg/index.ts'))).toBeNull();
  });

  it('leaves code without a template in require alone', () => {
    expect(requireContexts("const a = require('./img/logo.png');\n", file, dir)).toBeUndefined();
    expect(requireContexts('const a = require(`./img/logo.png`);\n', file, dir)).toBeUndefined();
  });
});
