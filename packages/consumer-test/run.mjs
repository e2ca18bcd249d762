// The consumer test: packs every publishable package, installs the tarballs with plain npm into a
// fresh folder outside the workspace and makes a site with them as another team would: `mdd init`,
// a remark plugin and a component override of its own, `mdd build`, `mdd start` and `mdd dev`,
// checked in Chromium. See README.md.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtRoutes, checkDevServer, checkProductionSite, launch } from './lib/browser.mjs';
import { names, packAll } from './lib/pack.mjs';
import { children, freePort, run, startServer } from './lib/process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, '../..');
const npmCache = process.env.MDD_CONSUMER_NPM_CACHE || path.join(os.tmpdir(), 'mdd-consumer-test-npm-cache');
const keep = process.env.MDD_CONSUMER_KEEP === '1';

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

/** pnpm as the script runs under it (`pnpm test` through turbo), else the one on PATH. */
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['pnpm'];

/**
 * The environment of a team's own shell: without the `npm_*` variables that pnpm sets for its
 * scripts (they would configure the npm we call) and without CI (a person at a terminal), keeping
 * registry and proxy settings.
 */
const kept = /^npm_config_(registry|proxy|https_proxy|noproxy|strict_ssl|cafile|ca)$/i;
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => (!/^npm_/i.test(key) || kept.test(key)) && key !== 'CI'),
);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-consumer-'));
const tarballDir = path.join(tmp, 'tarballs');
const siteDir = path.join(tmp, 'acme-docs');
const mdd = (args, options = {}) =>
  run(process.execPath, [path.join(siteDir, 'node_modules/@market-data-docs/core/bin/mdd.js'), ...args], {
    cwd: siteDir,
    env: cleanEnv,
    ...options,
  });
console.log(`consumer test: ${names.length} packages -> a new site in ${siteDir}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
    console.error(`\nconsumer test interrupted (${signal})`);
    process.exit(1);
  });
}

let browser;
try {
  const { tarballs, manifests } = await phase('pnpm pack each package, check the tarballs', () =>
    packAll({ workspace, tarballDir, pnpm, tmp }),
  );

  await phase('npm install the tarballs into a new folder outside the workspace', async () => {
    fs.mkdirSync(siteDir);
    const theme = manifests.theme.devDependencies;
    const pkg = {
      name: 'acme-docs',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(
          names.map((name) => [manifests[name].name, `file:${path.relative(siteDir, tarballs[name])}`]),
        ),
        react: theme.react,
        'react-dom': theme['react-dom'],
      },
      devDependencies: { '@types/react': theme['@types/react'], typescript: theme.typescript },
    };
    fs.writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    await npmInstall();
    const installed = fs.readdirSync(path.join(siteDir, 'node_modules', '@market-data-docs')).sort();
    assert.deepEqual(installed, names.slice().sort());
  });

  const glue = await phase(
    'mdd init, then a remark plugin and a component override of the site',
    async () => {
      // As in a new GitHub repository: its .gitignore and README do not stop init, and are kept.
      fs.writeFileSync(path.join(siteDir, '.gitignore'), 'node_modules/\nbuild/\n.env\n');
      fs.writeFileSync(path.join(siteDir, 'README.md'), '# Acme Docs\n');
      const init = await mdd(['init']);
      assert.match(init.stdout, /Created a new site in \.:/);
      assert.match(init.stdout, /Kept the folder's \.gitignore/);
      assert.equal(
        fs.readFileSync(path.join(siteDir, '.gitignore'), 'utf8'),
        'node_modules/\nbuild/\n.env\n',
      );
      // The package.json has every package the site needs: plain `npm install`.
      assert.match(init.stdout, /^ {2}npm install$/m);
      for (const file of [
        'site.config.ts',
        'src/pages/index.tsx',
        'content/guide/introduction.md',
        'content/guide/writing-pages.mdx',
      ])
        assert.ok(fs.existsSync(path.join(siteDir, file)), `mdd init wrote ${file}`);
      fs.cpSync(path.join(here, 'additions'), siteDir, { recursive: true });
      const configFile = path.join(siteDir, 'site.config.ts');
      const config = fs.readFileSync(configFile, 'utf8');
      fs.writeFileSync(
        configFile,
        config.replace(
          "sections: [{ id: 'guide', label: 'Guide' }],",
          "sections: [{ id: 'guide', label: 'Guide' }],\n  components: './src/theme-overrides.tsx',\n  remarkPlugins: [['./plugins/remark-release.mjs', { release: '2.0' }]],",
        ),
      );
      assert.notEqual(
        fs.readFileSync(configFile, 'utf8'),
        config,
        'the config took the plugin and the override',
      );
      const lines = (file) => fs.readFileSync(path.join(siteDir, file), 'utf8').trimEnd().split('\n').length;
      const counts = {
        'site.config.ts': lines('site.config.ts'),
        'src/pages/index.tsx': lines('src/pages/index.tsx'),
      };
      console.log(
        `   files a new site writes beyond its content: ${Object.entries(counts)
          .map(([f, n]) => `${f} ${n} lines`)
          .join(', ')}`,
      );
      return counts;
    },
  );

  await phase("tsc: the site, with the starter's tsconfig, against the published type declarations", () => {
    assert.ok(fs.existsSync(path.join(siteDir, 'tsconfig.json')), 'mdd init wrote tsconfig.json');
    // The starter skips the declarations' own check; here they are checked too.
    return run(
      process.execPath,
      [
        path.join('node_modules', 'typescript', 'bin', 'tsc'),
        '-p',
        'tsconfig.json',
        '--skipLibCheck',
        'false',
      ],
      {
        cwd: siteDir,
        env: cleanEnv,
        echo: true,
      },
    );
  });

  const routes = await phase('mdd build', async () => {
    const { stdout, stderr } = await mdd(['build'], { env: { ...cleanEnv, CI: 'true' } });
    assert.equal(stderr, '', 'no warnings');
    assert.match(stdout, /^Built \d+ pages into build in [\d.]+ s\n$/);
    const list = builtRoutes(path.join(siteDir, 'build'));
    for (const route of [
      '/',
      '/search',
      '/guide/introduction',
      '/guide/writing-pages',
      '/guide/release-notes',
    ])
      assert.ok(list.includes(route), `built ${route}`);
    console.log(`   ${stdout.trim()}`);
    return list;
  });

  browser = await launch();
  await phase('mdd start, checked in Chromium', async () => {
    const port = await freePort();
    const server = await startServer(
      process.execPath,
      [path.join(siteDir, 'node_modules/.bin/mdd'), 'start', '--port', String(port)],
      {
        cwd: siteDir,
        env: cleanEnv,
        ready: /Serving build at (http:\/\/\S+) /,
      },
    );
    try {
      await checkProductionSite(browser, { base: server.match[1], routes });
    } finally {
      assert.equal(await server.stop(), 0, 'mdd start stops with exit code 0 on Ctrl-C');
    }
  });

  await phase('mdd dev: an edit shows without a reload, an error shows until it is fixed', async () => {
    const port = await freePort();
    const server = await startServer(
      process.execPath,
      [path.join(siteDir, 'node_modules/.bin/mdd'), 'dev', '--port', String(port)],
      {
        cwd: siteDir,
        env: cleanEnv,
        ready: /Local:\s+(http:\/\/\S+)\s/,
      },
    );
    try {
      await checkDevServer(browser, {
        base: server.match[1],
        pageFile: path.join(siteDir, 'content/guide/introduction.md'),
      });
    } finally {
      assert.equal(await server.stop(), 0, 'mdd dev stops with exit code 0 on Ctrl-C');
    }
  });

  console.log(`\nconsumer test passed in ${seconds(started)}; glue: ${JSON.stringify(glue)}`);
  for (const [title, time] of timings) console.log(`  ${time.padStart(7)}  ${title}`);
} catch (error) {
  console.error(`\nconsumer test FAILED after ${seconds(started)}: ${error?.stack ?? error}`);
  if (!keep) console.error(`(run with MDD_CONSUMER_KEEP=1 to keep ${tmp} for a look)`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  for (const child of children) child.kill('SIGTERM');
  if (keep) console.log(`kept ${tmp}`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}

/**
 * Online: use the cache where it has a package, else the registry. Registry unreachable: the cache
 * only (`--offline`), which fails at once on a missing package instead of retrying.
 */
async function npmInstall() {
  const npm = ['--no-audit', '--no-fund', '--loglevel=error', '--cache', npmCache];
  const online = await run('npm', ['ping', '--fetch-retries=0', '--fetch-timeout=15000', ...npm], {
    cwd: siteDir,
    env: cleanEnv,
  }).then(
    () => true,
    () => false,
  );
  const args = ['install', online ? '--prefer-offline' : '--offline', ...npm];
  console.log(`   ${online ? '' : 'registry unreachable (npm ping failed): '}npm ${args.join(' ')}`);
  try {
    await run('npm', args, { cwd: siteDir, env: cleanEnv });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    const network = /ENOTCACHED|E(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT|NETUNREACH|HOSTUNREACH)/;
    if (!online || network.test(output)) {
      throw new Error(
        'npm could not install the new site: the registry is unreachable (offline?) and the npm\n' +
          `cache (${npmCache}) does not hold every package. The consumer test installs React, Vite\n` +
          "and the packages' dependencies with plain npm, as another team would: run it online once\n" +
          `(set MDD_CONSUMER_NPM_CACHE to use another cache folder).\n\nnpm said:\n${output}`,
      );
    }
    throw error;
  }
}
