// The consumer test: packs every publishable package, installs the tarballs with plain npm into a
// fresh Vite + React app outside the workspace, and uses them as another team would (app/check.mjs:
// pipeline, server render, search; then tsc and vite build). See README.md.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, '../..');
const names = ['search', 'mdx-pipeline', 'theme', 'content'];
const npmCache = process.env.MDD_CONSUMER_NPM_CACHE || path.join(os.tmpdir(), 'mdd-consumer-test-npm-cache');
const keep = process.env.MDD_CONSUMER_KEEP === '1';

/** Files a tarball may hold, besides package.json (npm adds it), README.md, LICENSE and CHANGELOG.md. */
const intended = {
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

const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const timings = [];
async function phase(title, fn) {
  console.log(`\n== ${title}`);
  const since = performance.now();
  const result = await fn();
  timings.push([title, seconds(since)]);
  console.log(`   (${seconds(since)})`);
  return result;
}

/** Commands running now, stopped if this test is interrupted (turbo stops it when a task fails). */
const children = new Set();

/** Runs a command; resolves with its output, rejects with it (and the exit code) on failure. */
function run(command, args, { cwd, env = process.env, echo = false, timeoutMs = 300_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve({ stdout, stderr });
      else {
        const error = new Error(
          `${command} ${args.join(' ')} (in ${cwd}) failed: ${signal ?? `exit code ${code}`}\n${echo ? '' : stdout}${echo ? '' : stderr}`,
        );
        Object.assign(error, { stdout, stderr });
        reject(error);
      }
    });
  });
}

/** pnpm as the script runs under it (`pnpm test` through turbo), else the one on PATH. */
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['pnpm'];

/**
 * The environment of a team's own shell: without the `npm_*` variables that pnpm sets for its
 * scripts (they would configure the npm we call), but keeping registry and proxy settings.
 */
const kept = /^npm_config_(registry|proxy|https_proxy|noproxy|strict_ssl|cafile|ca)$/i;
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || kept.test(key)),
);

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const packageDir = (name) => path.join(workspace, 'packages', name);
const manifests = Object.fromEntries(
  names.map((name) => [name, readJson(path.join(packageDir(name), 'package.json'))]),
);

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

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-consumer-'));
const tarballDir = path.join(tmp, 'tarballs');
const appDir = path.join(tmp, 'app');
console.log(`consumer test: ${names.length} packages -> a fresh Vite + React app in ${tmp}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
    console.error(`\nconsumer test interrupted (${signal})`);
    process.exit(1);
  });
}

try {
  const tarballs = await phase('pnpm pack each package, check the tarballs', async () => {
    for (const name of names.filter((n) => n !== 'content')) {
      const dist = path.join(packageDir(name), 'dist');
      if (!fs.existsSync(path.join(dist, 'index.js')) || !fs.existsSync(path.join(dist, 'index.d.ts'))) {
        throw new Error(
          `packages/${name}/dist is not built: run \`pnpm build\` (turbo builds it before this test)`,
        );
      }
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
    const result = {};
    for (const [name, { filename, files }] of packed) {
      const paths = files.map((f) => f.path);
      const unintended = paths.filter((p) => !always.test(p) && !intended[name].some((re) => re.test(p)));
      assert.deepEqual(unintended, [], `${name}: files that should not be published`);
      for (const required of ['package.json', 'README.md', 'LICENSE']) {
        assert.ok(paths.includes(required), `${name}: ${required} is not in the tarball`);
      }
      for (const target of exportTargets(manifests[name].exports)) {
        const prefix = target.endsWith('*') ? target.slice(0, -1) : undefined;
        const found = prefix ? paths.some((p) => p.startsWith(prefix)) : paths.includes(target);
        assert.ok(found, `${name}: exports target ${target} is not in the tarball`);
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
      console.log(
        `   ${path.basename(filename)}: ${paths.length} files, ${(size / 1024).toFixed(1)} KiB; ` +
          `dependencies: ${
            Object.entries(packedJson.dependencies ?? {})
              .filter(([d]) => d.startsWith('@market-data-docs/'))
              .map(([d, v]) => `${d}@${v}`)
              .join(', ') || 'no internal ones'
          }`,
      );
      result[name] = filename;
    }
    return result;
  });

  await phase('create the app outside the workspace and npm install the tarballs', async () => {
    fs.cpSync(path.join(here, 'app'), appDir, { recursive: true });
    // The app's own dependencies, at the versions the workspace tests with.
    const theme = manifests.theme.devDependencies;
    const pkg = {
      name: 'acme-docs',
      private: true,
      type: 'module',
      scripts: { check: 'node check.mjs', typecheck: 'tsc -p tsconfig.json', build: 'vite build' },
      dependencies: {
        ...Object.fromEntries(
          names.map((name) => [manifests[name].name, `file:${path.relative(appDir, tarballs[name])}`]),
        ),
        react: theme.react,
        'react-dom': theme['react-dom'],
      },
      devDependencies: {
        '@types/node': theme['@types/node'],
        '@types/react': theme['@types/react'],
        '@types/react-dom': theme['@types/react-dom'],
        '@vitejs/plugin-react': theme['@vitejs/plugin-react'],
        typescript: theme.typescript,
        vite: theme.vite,
      },
    };
    fs.writeFileSync(path.join(appDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    // Online: use the cache where it has a package, else the registry. Registry unreachable: the
    // cache only (`--offline`), which fails at once on a missing package instead of retrying.
    const npm = ['--no-audit', '--no-fund', '--loglevel=error', '--cache', npmCache];
    const online = await run('npm', ['ping', '--fetch-retries=0', '--fetch-timeout=15000', ...npm], {
      cwd: appDir,
      env: cleanEnv,
    }).then(
      () => true,
      () => false,
    );
    const args = ['install', online ? '--prefer-offline' : '--offline', ...npm];
    console.log(`   ${online ? '' : 'registry unreachable (npm ping failed): '}npm ${args.join(' ')}`);
    try {
      await run('npm', args, { cwd: appDir, env: cleanEnv });
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
      const network = /ENOTCACHED|E(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT|NETUNREACH|HOSTUNREACH)/;
      if (!online || network.test(output)) {
        throw new Error(
          'npm could not install the fresh app: the registry is unreachable (offline?) and the npm\n' +
            `cache (${npmCache}) does not hold every package. The consumer test installs React, Vite\n` +
            "and the packages' dependencies with plain npm, as another team would: run it online once\n" +
            `(set MDD_CONSUMER_NPM_CACHE to use another cache folder).\n\nnpm said:\n${output}`,
        );
      }
      throw error;
    }
    const installed = fs.readdirSync(path.join(appDir, 'node_modules', '@market-data-docs'));
    assert.deepEqual(installed.sort(), names.slice().sort());
    for (const name of names) {
      const json = readJson(path.join(appDir, 'node_modules', '@market-data-docs', name, 'package.json'));
      assert.equal(json.version, manifests[name].version);
    }
    console.log(
      `   installed ${installed.map((n) => `@market-data-docs/${n}`).join(', ')} from the tarballs`,
    );
  });

  await phase('node check.mjs: pipeline, server render, search (app/check.mjs)', () =>
    run(process.execPath, ['check.mjs'], { cwd: appDir, env: cleanEnv, echo: true }),
  );

  await phase('tsc: the app against the published type declarations', () =>
    run(process.execPath, [path.join('node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], {
      cwd: appDir,
      env: cleanEnv,
      echo: true,
    }),
  );

  await phase('vite build: the theme, its CSS and the local search client bundle', async () => {
    await run(process.execPath, [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
      cwd: appDir,
      env: { ...cleanEnv, NODE_ENV: 'production' },
      echo: true,
    });
    const dist = path.join(appDir, 'dist');
    const assets = fs.readdirSync(path.join(dist, 'assets'));
    const css = assets
      .filter((f) => f.endsWith('.css'))
      .map((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8'));
    const js = assets
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8'));
    assert.ok(
      css.some((c) => c.includes('@layer mdd') && c.includes('--mdd-color-primary')),
      'the theme CSS',
    );
    assert.ok(
      js.some((c) => c.includes('mdd-admonition')),
      'the theme components',
    );
    assert.ok(
      js.some((c) => c.includes('acme-callout')),
      'the app code',
    );
    assert.ok(!js.some((c) => c.includes('algoliasearch')), 'no Algolia client in a local-search app');
    assert.ok(fs.existsSync(path.join(dist, 'search', 'manifest.json')), 'the search index from public/');
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    assert.match(html, /<link rel="stylesheet"[^>]*href="\/docs\/assets\//);
    const kib = (list) => (list.reduce((n, s) => n + Buffer.byteLength(s), 0) / 1024).toFixed(0);
    console.log(
      `   dist/: ${js.length} JS file(s), ${kib(js)} KiB; ${css.length} CSS file(s), ${kib(css)} KiB`,
    );
  });

  console.log(`\nconsumer test passed in ${seconds(started)}:`);
  for (const [title, time] of timings) console.log(`  ${time.padStart(7)}  ${title}`);
} catch (error) {
  console.error(`\nconsumer test FAILED after ${seconds(started)}: ${error?.stack ?? error}`);
  if (!keep) console.error(`(run with MDD_CONSUMER_KEEP=1 to keep ${tmp} for a look)`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`kept ${tmp}`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}
