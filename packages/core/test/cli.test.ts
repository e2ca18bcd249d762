import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mddBin as bin, mdd } from './helpers/run-mdd.js';
import { configSource, page, removeSite, writeFiles, writeSite } from './helpers/temp-site.js';

const sites: string[] = [];
afterAll(() => sites.forEach(removeSite));

const site = (files: Record<string, string>) => {
  const dir = writeSite(files);
  sites.push(dir);
  return dir;
};

/** Runs `mdd` in a pseudo-terminal (util-linux `script`), as a person at a terminal sees it. */
function mddInTerminal(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, bin, ...args].map((a) => `'${a}'`).join(' ');
    execFile(
      'script',
      ['-qec', command, '/dev/null'],
      { env: { ...process.env, CI: '' } },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

describe('mdd as a command line', () => {
  it('lists its commands with --help and exits 0', async () => {
    const run = await mdd(['--help']);
    expect(run.code).toBe(0);
    for (const command of ['build [dir]', 'dev [dir]', 'start [dir]', 'init [dir]', 'search-upload [dir]'])
      expect(run.stdout).toContain(command);
    const build = await mdd(['build', '--help']);
    expect(build.stdout).toContain('--out <dir>');
    expect(build.stdout).toContain('Build the site in DIR (default: here) for production');
  });

  it('says in search-upload --help which environment variables it needs', async () => {
    const run = await mdd(['search-upload', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Push the last build's search records to Algolia");
    expect(run.stdout).toMatch(/Environment:\n {2}ALGOLIA_ADMIN_API_KEY .*required/);
    expect(run.stdout).toContain('ALGOLIA_APP_ID');
    expect(run.stdout).toContain('ALGOLIA_INDEX_NAME');
  });

  it('takes --config in the commands that read a config, before or after the command, and not in init', async () => {
    const dir = site({ 'content/guide/one.md': page('One', 'Fine.') });
    fs.renameSync(path.join(dir, 'site.config.mjs'), path.join(dir, 'docs.config.mjs'));
    for (const args of [
      ['build', '--config', 'docs.config.mjs'],
      ['-c', 'docs.config.mjs', 'build'],
    ])
      expect((await mdd(args, { cwd: dir })).code).toBe(0);
    expect((await mdd(['start', '--help'])).stdout).toContain('--config <file>');
    expect((await mdd(['init', '--help'])).stdout).not.toContain('--config');
    // init writes site.config.ts: a --config there would be silently ignored.
    const init = await mdd(['init', path.join(dir, 'new'), '--config', 'docs.config.ts']);
    expect(init.code).toBe(2);
    expect(init.stderr).toContain('mdd: Unknown option `--config`');
    expect(fs.existsSync(path.join(dir, 'new'))).toBe(false);
  });

  it('answers an unknown flag or command with the usage on stderr and exit code 2', async () => {
    const flag = await mdd(['build', '--nope']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('mdd: Unknown option `--nope`');
    expect(flag.stderr).toContain('Usage:');
    expect(flag.stdout).toBe('');
    const top = await mdd(['--bogus']);
    expect(top.code).toBe(2);
    expect(top.stderr).toContain('mdd: Unknown option `--bogus`');
    expect(top.stderr).toContain('Usage:');
    expect(top.stdout).toBe('');
    const command = await mdd(['deploy']);
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('mdd: unknown command "deploy"');
    const port = await mdd(['start', '--port', 'abc']);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('--port expects a port number (0-65535), got "abc"');
  });

  it('says where it looked when there is no site, and names a bad key of the config', async () => {
    const empty = site({});
    fs.rmSync(path.join(empty, 'site.config.mjs'));
    const none = await mdd(['build', empty]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(`No site configuration in ${empty}`);
    const bad = site({ 'site.config.mjs': configSource({ basePath: 'docs' }) });
    const invalid = await mdd(['build'], { cwd: bad });
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('Invalid site configuration (site.config.mjs):');
    expect(invalid.stderr).toContain('basePath: expected a path that starts and ends with "/", found "docs"');
  });

  it('writes a starter with init that builds at once, and never overwrites it', async () => {
    const root = site({});
    const dir = path.join(root, 'handbook');
    const init = await mdd(['init', dir]);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('site.config.ts');
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(config).toContain("title: 'Handbook'");
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts).toEqual({
      dev: 'mdd dev',
      build: 'mdd build',
      start: 'mdd start',
      typecheck: 'tsc',
    });
    // The starter imports `@market-data-docs/core/config`, resolved from its own node_modules once
    // installed; here the site folder sits inside this package, whose node_modules lack a link to
    // itself, so the config is loaded through the package's source instead.
    fs.writeFileSync(
      path.join(dir, 'site.config.ts'),
      config.replace(
        "'@market-data-docs/core/config'",
        JSON.stringify(path.join(import.meta.dirname, '../src/config/define.ts')),
      ),
    );
    const build = await mdd(['build', dir]);
    expect(build.stderr).toBe('');
    expect(build.stdout).toMatch(/^Built \d+ pages into .*handbook[/\\]build in [\d.]+ s\n$/);
    const html = (rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');
    expect(html('index.html')).toContain('Read the guide');
    expect(html('guide/introduction/index.html')).toContain('<h1');
    expect(html('guide/writing-pages/index.html')).toContain('hello.js');
    // Every link of the site leads to a page (the navbar's Guide to the section's first page).
    for (const rel of ['index.html', 'guide/introduction/index.html']) {
      const routes = [...html(rel).matchAll(/href="\/([^"#?]*)"/g)].map((m) => m[1] ?? '');
      expect(routes).toContain('guide/introduction');
      for (const route of routes.filter((r) => !/\.\w+$/.test(r)))
        expect(fs.existsSync(path.join(dir, 'build', route, 'index.html')), `/${route}`).toBe(true);
    }
    expect((await mdd(['init', dir])).stderr).toContain(
      'site.config.ts exists: there is a site here already.',
    );
  });

  it('inits a new repository (its .gitignore, README and LICENSE kept), but no folder with a starter file', async () => {
    const repo = path.join(site({}), 'repo');
    writeFiles(repo, {
      '.gitignore': 'dist/\n',
      'README.md': '# Repo\n',
      LICENSE: 'MIT\n',
      '.git/HEAD': 'ref\n',
    });
    const init = await mdd(['init', repo]);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain("Kept the folder's .gitignore");
    expect(init.stdout).toContain('  npm install\n');
    expect(fs.readFileSync(path.join(repo, '.gitignore'), 'utf8')).toBe('dist/\n');
    expect(fs.readFileSync(path.join(repo, 'README.md'), 'utf8')).toBe('# Repo\n');
    expect(fs.existsSync(path.join(repo, 'content/guide/introduction.md'))).toBe(true);

    const taken = path.join(site({}), 'taken');
    writeFiles(taken, { 'content/guide/introduction.md': '# Mine\n' });
    const clash = await mdd(['init', taken]);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain(`${path.join(taken, 'content/guide/introduction.md')} exists`);
    expect(fs.existsSync(path.join(taken, 'site.config.ts'))).toBe(false);
  });

  it('goes on quietly when the reader of its output stops early (`mdd init | head -1`)', async () => {
    const dir = path.join(site({}), 'piped');
    const child = spawn(process.execPath, [bin, 'init', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'site.config.ts'))).toBe(true);
  });

  it('names the packages to install when the folder has a package.json without them', async () => {
    const dir = path.join(site({}), 'app');
    writeFiles(dir, {
      'package.json': JSON.stringify({
        name: 'app',
        dependencies: { react: '^19.0.0' },
        devDependencies: { 'react-dom': '^19.0.0' },
      }),
    });
    const init = await mdd(['init', dir]);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('  npm install @market-data-docs/core @market-data-docs/theme\n');
    expect(init.stdout).toContain('  npm install -D @types/react @types/react-dom typescript   the types of');
  });

  it('links each section in the navbar and on the built-in home page at its index, else its first page', async () => {
    const dir = site({
      'site.config.mjs': configSource({
        sections: [
          { id: 'guide', label: 'Guide' },
          { id: 'api', label: 'API' },
        ],
      }),
      'content/guide/a.md': page('A', 'Text.'),
      'content/guide/b.md': page('B', 'Text.', 'sidebar_position: 1\n'),
      'content/api/index.md': page('API', 'Text.'),
      'content/api/calls.md': page('Calls', 'Text.'),
    });
    const build = await mdd(['build', dir]);
    expect(build.stderr).toBe('');
    const home = fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8');
    const links = [...home.matchAll(/href="(\/docs\/[^"]*)"/g)].map((m) => m[1]);
    expect(links).toContain('/docs/guide/b');
    expect(links).toContain('/docs/api');
    expect(links).not.toContain('/docs/guide');
  });

  it("builds another content tree with --content: its partials' links and its section landings from that tree", async () => {
    const dir = site({ 'content/guide/one.md': page('One', "The config's own content.") });
    const other = path.join(dir, 'other-content');
    writeFiles(other, {
      'guide/_see-also.mdx': 'See [the second page](./two.md).\n',
      'guide/two.md': page('Two', 'Second.', 'sidebar_position: 1\n'),
      'guide/three.mdx': page(
        'Three',
        "import SeeAlso from './_see-also.mdx';\n\n<SeeAlso />",
        'sidebar_position: 2\n',
      ),
    });
    const build = await mdd(['build', dir, '--content', other, '--out', path.join(dir, 'out')]);
    expect(build.code).toBe(0);
    const read = (rel: string) => fs.readFileSync(path.join(dir, 'out', rel), 'utf8');
    expect(read('guide/three/index.html')).toContain('See <a href="/docs/guide/two">the second page</a>');
    // The navbar's link to the section leads to its first page in that tree, not in the config's.
    const links = [...read('index.html').matchAll(/href="(\/docs\/[^"]*)"/g)].map((m) => m[1]);
    expect(links).toContain('/docs/guide/two');
    expect(links).not.toContain('/docs/guide/one');
  });

  it('shows an edited partial in the next build of the pages that import it', async () => {
    const dir = site({
      'content/guide/_note.mdx': 'The first words of the note.\n',
      'content/guide/one.mdx': page('One', "import Note from './_note.mdx';\n\n<Note />"),
    });
    const html = () => fs.readFileSync(path.join(dir, 'build/guide/one/index.html'), 'utf8');
    expect((await mdd(['build', dir])).code).toBe(0);
    expect(html()).toContain('The first words of the note.');
    writeFiles(dir, { 'content/guide/_note.mdx': 'The note, edited.\n' });
    expect((await mdd(['build', dir])).code).toBe(0);
    expect(html()).toContain('The note, edited.');
    expect(html()).not.toContain('The first words of the note.');
  });

  it("fails on a partial that does not compile with the partial's file, line, column and code frame", async () => {
    const dir = site({
      'content/guide/_note.mdx': 'Call /quotes/{symbol} first.\n',
      'content/guide/one.mdx': page('One', "import Note from './_note.mdx';\n\n<Note />"),
    });
    const build = await mdd(['build', dir]);
    expect(build.code).not.toBe(0);
    expect(build.stderr).toContain('guide/_note.mdx:1:15: `symbol` is not defined');
    expect(build.stderr).toContain('> 1 | Call /quotes/{symbol} first.');
    expect(build.stderr).not.toContain('[plugin mdd:partials]');
  });

  it('shows its phases with counts and times at a terminal, and only the summary in CI', async () => {
    const dir = site({
      'content/guide/one.md': page('One', 'Text.'),
      'content/guide/two.md': page('Two', 'Text.'),
    });
    const terminal = await mddInTerminal(['build', dir]);
    for (const phase of [
      /content\s+2 pages \(2 compiled, 0 cached\)/,
      /app shell\s+(bundled while the content compiled|bundled for browser and server|from the cache)/,
      /pages\s+\d+ pages/,
      /search index\s+\d+ records/,
    ])
      expect(terminal).toMatch(phase);
    expect(terminal).toMatch(/\d+\.\d\d s/);
    const ci = await mdd(['build', dir]);
    expect(ci.stdout.trim().split('\n')).toHaveLength(1);
    expect(ci.stdout).toMatch(/^Built \d+ pages \(0 rendered, \d+ unchanged\)/);
    expect(ci.stderr).toBe('');
  });

  it("renders with React's production build whatever NODE_ENV says", async () => {
    const dir = site({
      'content/guide/one.md': page('One', 'Text.'),
      // React's development build alone has captureOwnerStack.
      'src/pages/react-build.tsx':
        "import * as React from 'react';\nexport default function ReactBuild() {\n  return <p>{typeof React.captureOwnerStack === 'function' ? 'development' : 'production'} React</p>;\n}\n",
    });
    const html = () => fs.readFileSync(path.join(dir, 'build/react-build/index.html'), 'utf8');
    const run = await mdd(['build', dir], { env: { NODE_ENV: 'development' } });
    expect(run.code).toBe(0);
    expect(html()).toContain('production<!-- --> React');
    // The command after --config: the same build.
    fs.rmSync(path.join(dir, 'build'), { recursive: true });
    const config = path.join(dir, 'site.config.mjs');
    expect((await mdd(['-c', config, 'build', dir], { env: { NODE_ENV: 'development' } })).code).toBe(0);
    expect(html()).toContain('production<!-- --> React');
  });

  it('bundles the app shell while the content compiles, and again when a page guessed plain is code', async () => {
    const dir = site({
      'content/guide/one.mdx': page(
        'One',
        "export function Note() {\n  return 'Said by a module.';\n}\n\n<Note />",
      ),
      'content/guide/two.md': page('Two', 'Plain text.'),
    });
    const html = (rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');
    expect(await mddInTerminal(['build', dir])).toMatch(/app shell\s+bundled while the content compiled/);
    expect(html('guide/one/index.html')).toContain('Said by a module.');

    // A module made by an expression alone: no import or export line tells it before it compiles.
    writeFiles(dir, { 'content/guide/three.mdx': page('Three', 'Year {new Date(0).getUTCFullYear()}.') });
    expect(await mddInTerminal(['build', dir])).toMatch(/app shell\s+bundled for browser and server/);
    // React's server render puts a comment between adjacent texts.
    expect(html('guide/three/index.html')).toMatch(/Year (<!-- -->)?1970/);
    expect(html('guide/one/index.html')).toContain('Said by a module.');
  });

  it('reports every page that fails with file:line:col and keeps the previous build', async () => {
    const dir = site({ 'content/guide/one.md': page('One', 'Fine.') });
    expect((await mdd(['build', dir])).code).toBe(0);
    const before = fs.readFileSync(path.join(dir, 'build/guide/one/index.html'), 'utf8');
    writeFiles(dir, {
      'content/guide/one.md': page('One', 'Broken <Tabs> here.'),
      'content/guide/two.mdx': page('Two', 'Also {broken.'),
    });
    const run = await mdd(['build', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('2 content files failed to compile');
    expect(run.stderr).toMatch(/guide\/one\.md:5:\d+: /);
    expect(run.stderr).toMatch(/guide\/two\.mdx:5:\d+: /);
    expect(run.stderr).toContain('The build failed; the previous output (if any) is unchanged.');
    expect(fs.readFileSync(path.join(dir, 'build/guide/one/index.html'), 'utf8')).toBe(before);
  });

  it("names a module of the site's own that does not bundle at its file:line:col, without a stack trace", async () => {
    const dir = site({
      'content/guide/one.md': page('One', 'Fine.'),
      'src/pages/broken.tsx': 'export default function Broken( { return <p />; }\n',
      'src/pages/chart.tsx':
        "import { Chart } from 'chart-of-nowhere';\n\nexport default function Charts() {\n  return <Chart />;\n}\n",
    });
    // From another folder: the places are the site's files all the same.
    const syntax = await mdd(['build', dir], { cwd: path.dirname(dir) });
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toContain('1 content file failed to compile');
    expect(syntax.stderr).toMatch(/^src\/pages\/broken\.tsx:1:42: Expected `:` but found `<` \(bundle\)$/m);
    expect(syntax.stderr).toContain('> 1 | export default function Broken( { return <p />; }');
    fs.writeFileSync(
      path.join(dir, 'src/pages/broken.tsx'),
      'export default function Fixed() { return <p />; }\n',
    );
    const missing = await mdd(['build', dir]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'src/pages/chart.tsx:1:23: "chart-of-nowhere" is not installed: install it (npm install chart-of-nowhere) (bundle)',
    );
    expect(missing.stderr).toContain("> 1 | import { Chart } from 'chart-of-nowhere';");
    for (const run of [syntax, missing]) expect(run.stderr).not.toMatch(/\n\s+at |Build failed|panicked/);
  });

  it('names the MDX line of a page whose import does not resolve', async () => {
    const dir = site({
      'content/guide/chart.mdx': page(
        'Chart',
        "Some text.\n\nimport Chart from 'chart-of-nowhere';\n\n<Chart />",
      ),
    });
    const run = await mdd(['build', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'guide/chart.mdx:7:19: "chart-of-nowhere" is not installed: install it (npm install chart-of-nowhere) (bundle)',
    );
    expect(run.stderr).toContain("> 7 | import Chart from 'chart-of-nowhere';");
  });

  it('names the stylesheet whose url() names no file, in one warning line', async () => {
    const dir = site({
      'site.config.mjs': configSource({ css: ['./src/brand.css'] }),
      'src/brand.css': "@font-face { font-family: Brand; src: url('./fonts/brand.woff2'); }\n",
    });
    const run = await mdd(['build', dir]);
    expect(run.code).toBe(0);
    expect(run.stderr.trim()).toBe(
      'warning: src/brand.css: url(./fonts/brand.woff2) names no file: it is left as it is, for the browser to ask for',
    );
  });

  it('warns of a broken link by default, fails on it with onBrokenLinks "throw", says nothing with "ignore"', async () => {
    const body =
      'See [the missing page](/guide/nowhere), [a missing file](./gone.md) and [the logo](/img/logo.svg).';
    const dir = site({ 'content/guide/one.md': page('One', body), 'static/img/logo.svg': '<svg/>' });
    const warned = await mdd(['build', dir]);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain(
      'guide/one.md:5: broken link: /guide/nowhere (no page at /guide/nowhere)',
    );
    expect(warned.stderr).toContain('guide/one.md:5: broken link: ./gone.md (no such page)');
    expect(warned.stderr).not.toContain('logo.svg');

    writeFiles(dir, { 'site.config.mjs': configSource({ onBrokenLinks: 'throw' }) });
    const failed = await mdd(['build', dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'guide/one.md:5: broken link: /guide/nowhere (no page at /guide/nowhere) (onBrokenLinks)',
    );
    expect(failed.stderr).toContain(
      'guide/one.md:5: broken link: ./gone.md (no such page) (onBrokenMarkdownLinks)',
    );
    expect(failed.stderr).toContain(`> 5 | ${body}`);

    writeFiles(dir, { 'site.config.mjs': configSource({ onBrokenLinks: 'ignore' }) });
    const quiet = await mdd(['build', dir]);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toContain('broken link');

    writeFiles(dir, { 'site.config.mjs': configSource({ onBrokenLinks: 'fail' }) });
    const bad = await mdd(['build', dir]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('onBrokenLinks: expected one of "warn", "throw", "ignore", found "fail"');
  });

  it('warns of a navbar or footer link to no page by its key in the config, and fails on it with "throw"', async () => {
    const links = {
      navbar: {
        items: [
          { label: 'Guide', to: '/guide/one' },
          { label: 'More', items: [{ label: 'Gone', to: '/guide/gone#top' }] },
        ],
      },
      footer: {
        links: [
          { label: 'Home', to: '/' },
          { label: 'Search', to: '/search?q=one' },
          { label: 'Logo', to: '/img/logo.svg' },
        ],
        columns: [{ title: 'Docs', items: [{ label: 'Old', to: '/old/' }] }],
      },
    };
    const dir = site({
      'site.config.mjs': configSource(links),
      'content/guide/one.md': page('One', 'Text.'),
      'static/img/logo.svg': '<svg/>',
    });
    const warned = await mdd(['build', dir]);
    expect(warned.code).toBe(0);
    expect(warned.stderr.match(/^warning: .*$/gm)).toEqual([
      'warning: site.config.mjs: navbar.items.1.items.0.to: broken link: /guide/gone#top (no page at /guide/gone#top)',
      'warning: site.config.mjs: footer.columns.0.items.0.to: broken link: /old/ (no page at /old/)',
    ]);

    writeFiles(dir, { 'site.config.mjs': configSource({ ...links, onBrokenLinks: 'throw' }) });
    const failed = await mdd(['build', dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'site.config.mjs: footer.columns.0.items.0.to: broken link: /old/ (no page at /old/) (onBrokenLinks)',
    );
  });

  it('names the port in use in one line, and stops quietly on Ctrl-C', async () => {
    const dir = site({ 'content/guide/one.md': page('One', 'Text.') });
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    const inUse = await mdd(['start', dir, '--port', String(taken)]);
    await new Promise((resolve) => blocker.close(resolve));
    expect(inUse.code).toBe(1);
    expect(inUse.stderr.trim().split('\n').at(-1)).toBe(
      `Port ${taken} is in use: stop what is using it, or pick another port with --port <port> (or PORT=<port>).`,
    );
    expect(inUse.stderr).not.toMatch(/\n\s+at /);
    const again = net.createServer();
    await new Promise<void>((resolve) => again.listen(taken, '127.0.0.1', resolve));
    const devInUse = await mdd(['dev', dir, '--port', String(taken)]);
    await new Promise((resolve) => again.close(resolve));
    expect(devInUse.code).toBe(1);
    expect(devInUse.stderr.trim()).toBe(
      `Port ${taken} is in use: stop what is using it, or pick another port with --port <port> (or PORT=<port>).`,
    );

    const child = spawn(process.execPath, [bin, 'start', dir, '--port', '0'], {
      env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const url = await new Promise<string>((resolve) => {
      const check = () => {
        const match = /at (http:\/\/127\.0\.0\.1:\d+\/docs\/)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
        else setTimeout(check, 50);
      };
      check();
    });
    const home = await fetch(url);
    expect(home.status).toBe(200);
    child.kill('SIGINT');
    // 'close', not 'exit': what the process wrote last may still be on its way through the pipes then.
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });
});
