import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { run } from './process.mjs';

/** Files a tarball may hold, besides package.json (npm adds it), README.md, LICENSE and CHANGELOG.md. */
const intended = {
  core: [
    /^dist\/(node|client)\/.+\.(js|mjs|d\.ts)$/,
    // Infima's custom properties and the styles of its class names, bundled into Docusaurus sites.
    /^dist\/client\/infima-(classes|properties)\.css$/,
    /^bin\/mdd\.js$/,
    /^templates\/starter\/.+$/,
  ],
  search: [/^dist\/.+\.(js|d\.ts)$/, /^bin\/mdd-search-upload\.js$/],
  'mdx-pipeline': [/^dist\/.+\.(js|js\.map|d\.ts)$/, /^dist\/THIRD_PARTY_LICENSES\.md$/],
  theme: [/^dist\/.+\.(js|d\.ts)$/, /^dist\/styles\.css$/],
  content: [
    /^(api|sdk|sheets|account|docs)\/.+\.(md|mdx)$/,
    /^(api|sdk|sheets|account|docs)\/(.+\/)?_category_\.json$/,
    /^static\/.+\.(svg|png|jpe?g|webp|gif|ico)$/,
    /^index\.(js|d\.ts)$/,
  ],
};
const always = /^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/;

/** The publishable packages, by folder name under `packages/`. */
export const names = Object.keys(intended);

/** Every file an `exports` target names (a `*` target: at least one file below its folder). */
function exportTargets(exports) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === 'string') targets.push(value.replace(/^\.\//, ''));
    else if (value) for (const v of Object.values(value)) walk(v);
  };
  walk(exports);
  return targets;
}

/**
 * `pnpm pack`s each package into `tarballDir` and checks each tarball: only intended files, every
 * `exports` target and `bin` present, MIT, and no `workspace:` protocol left (internal dependencies
 * pinned to the workspace versions). Resolves to the tarball of each package.
 */
export async function packAll({ workspace, tarballDir, pnpm, tmp }) {
  const packageDir = (name) => path.join(workspace, 'packages', name);
  const manifests = Object.fromEntries(
    names.map((name) => [
      name,
      JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')),
    ]),
  );
  for (const name of names.filter((n) => n !== 'content')) {
    if (!fs.existsSync(path.join(packageDir(name), 'dist')))
      throw new Error(
        `packages/${name}/dist is not built: run \`pnpm build\` (turbo builds it before this test)`,
      );
  }
  const packed = await Promise.all(
    names.map(async (name) => {
      const { stdout } = await run(
        pnpm[0],
        [...pnpm.slice(1), 'pack', '--json', '--pack-destination', tarballDir],
        {
          cwd: packageDir(name),
        },
      );
      return [name, JSON.parse(stdout.slice(stdout.indexOf('{')))];
    }),
  );
  const tarballs = {};
  for (const [name, { filename, files }] of packed) {
    const paths = files.map((f) => f.path);
    const unintended = paths.filter((p) => !always.test(p) && !intended[name].some((re) => re.test(p)));
    assert.deepEqual(unintended, [], `${name}: files that should not be published`);
    for (const required of ['package.json', 'README.md', 'LICENSE'])
      assert.ok(paths.includes(required), `${name}: ${required} is not in the tarball`);
    const targets = [...exportTargets(manifests[name].exports), ...Object.values(manifests[name].bin ?? {})];
    for (const target of targets.map((t) => t.replace(/^\.\//, ''))) {
      const prefix = target.endsWith('*') ? target.slice(0, -1) : undefined;
      const found = prefix ? paths.some((p) => p.startsWith(prefix)) : paths.includes(target);
      assert.ok(found, `${name}: ${target} is not in the tarball`);
    }
    const packedJson = JSON.parse(
      (await run('tar', ['-xzOf', filename, 'package/package.json'], { cwd: tmp })).stdout,
    );
    assert.ok(
      !JSON.stringify(packedJson).includes('workspace:'),
      `${name}: workspace: protocol left in package.json`,
    );
    for (const [dep, range] of Object.entries(packedJson.dependencies ?? {})) {
      const internal = names.find((n) => manifests[n].name === dep);
      // workspace:* becomes the exact version, workspace:^ a caret range of it.
      if (internal)
        assert.equal(range.replace(/^[~^]/, ''), manifests[internal].version, `${name}: ${dep}@${range}`);
    }
    assert.equal(packedJson.license, 'MIT');
    const size = fs.statSync(filename).size;
    console.log(`   ${path.basename(filename)}: ${paths.length} files, ${(size / 1024).toFixed(1)} KiB`);
    tarballs[name] = filename;
  }
  return { tarballs, manifests };
}
