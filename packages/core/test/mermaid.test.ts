import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/config/site.js';
import { configSource, page, removeSite, writeFiles, writeSite } from './helpers/temp-site.js';

const bin = path.join(import.meta.dirname, '../bin/mdd.js');
const sites: string[] = [];
afterAll(() => {
  for (const dir of sites) removeSite(dir);
});

const diagram = 'flowchart LR\n  accTitle: Order flow\n  A[Order placed] --> B[Order filled]';

/** A site with one page of `body` (and a plain page, and any `files`), built with `mdd build`. */
function build(body: string, config: Record<string, unknown> = {}, files: Record<string, string> = {}) {
  const dir = writeSite({
    'site.config.mjs': configSource(config),
    'content/guide/flow.md': page('Flow', body),
    'content/guide/plain.md': page('Plain', 'No diagram here.'),
    ...files,
  });
  return buildSite(dir);
}

/** The site in `dir` built with `mdd build`: its files and assets. */
function buildSite(dir: string) {
  sites.push(dir);
  const result = spawnSync(process.execPath, [bin, 'build', dir, '--quiet'], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  const read = (rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');
  const assets = fs.readdirSync(path.join(dir, 'build/assets'));
  return { dir, read, assets };
}

describe('mermaid diagrams in a site of this engine', () => {
  it('are on by default: the page renders the source in a Mermaid slot, and Mermaid is bundled lazily', () => {
    const site = build(`How an order moves.\n\n\`\`\`mermaid\n${diagram}\n\`\`\``);
    const html = site.read('guide/flow/index.html');
    expect(html).toContain(
      '<div class="mdd-mermaid" data-state="source" style="--mdd-mermaid-height:70px;--mdd-mermaid-aspect:19.61%">',
    );
    expect(html).toContain('Order placed');
    expect(site.read('guide/flow.md')).toContain(`\`\`\`mermaid\n${diagram}\n\`\`\``);
    expect(site.assets.some((file) => file.startsWith('mermaid-render-'))).toBe(true);
    // Not in the entry's static imports: the plain page's preloads name no Mermaid chunk.
    const plain = site.read('guide/plain/index.html');
    expect(plain).not.toMatch(/mermaid|flowDiagram|cytoscape/i);
    // Mermaid styles each SVG with a <style> element: the policy allows inline styles then.
    expect(site.read('_headers')).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('bundle no Mermaid for a site whose pages have none, and keep the strict style policy', () => {
    const site = build('No diagram, only `mermaid` as a word.\n\n```js\nconst mermaid = 1;\n```');
    expect(site.assets.filter((file) => /mermaid|flowDiagram|cytoscape|katex/i.test(file))).toEqual([]);
    expect(site.read('_headers')).toContain("style-src 'self';");
  });

  it('are drawn from a partial a page imports: the only diagram of the site bundles Mermaid', () => {
    const site = build(
      'No diagram on this page.',
      {},
      {
        'content/guide/steps.mdx': page('Steps', "import Order from './_order.mdx';\n\n<Order />"),
        'content/guide/_order.mdx': `How an order moves.\n\n\`\`\`mermaid\n${diagram}\n\`\`\``,
      },
    );
    const html = site.read('guide/steps/index.html');
    expect(html).toContain(
      '<div class="mdd-mermaid" data-state="source" style="--mdd-mermaid-height:70px;--mdd-mermaid-aspect:19.61%">',
    );
    expect(html).toContain('Order placed');
    expect(site.assets.some((file) => file.startsWith('mermaid-render-'))).toBe(true);
    expect(site.read('_headers')).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('stay code with `mermaid: false`', () => {
    const site = build(`\`\`\`mermaid\n${diagram}\n\`\`\``, { mermaid: false });
    expect(site.read('guide/flow/index.html')).not.toContain('mdd-mermaid');
    expect(site.read('guide/flow/index.html')).toContain('data-language="mermaid"');
    expect(site.assets.filter((file) => /mermaid/i.test(file))).toEqual([]);
  });
});

describe('mermaid in a Docusaurus blog', () => {
  it("draws a post's diagram, the only one of the site, and bundles Mermaid for it", () => {
    const dir = writeSite({});
    fs.rmSync(path.join(dir, 'site.config.mjs'));
    writeFiles(dir, {
      'docusaurus.config.js':
        "module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', markdown: { mermaid: true }, presets: [['classic', { blog: {} }]] };\n",
      'docs/intro.md': '# Intro\n\nNo diagram here.\n',
      'blog/2026-01-10-flow.md': `---\ntitle: Order flow\n---\n\nHow an order moves.\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n`,
    });
    const site = buildSite(dir);
    const html = site.read('blog/2026/01/10/flow/index.html');
    expect(html).toContain(
      '<div class="mdd-mermaid" data-state="source" style="--mdd-mermaid-height:70px;--mdd-mermaid-aspect:19.61%">',
    );
    expect(html).toContain('Order placed');
    expect(site.assets.some((file) => file.startsWith('mermaid-render-'))).toBe(true);
  });
});

describe("Docusaurus's `@theme/Mermaid`", () => {
  const fixture = path.join(import.meta.dirname, 'fixtures/mermaid-theme-site');

  it('draws `<Mermaid value>` of a doc and of a site component as a ```mermaid block', () => {
    const dir = writeSite({});
    fs.rmSync(path.join(dir, 'site.config.mjs'));
    fs.cpSync(fixture, dir, { recursive: true });
    const site = buildSite(dir);
    const flow = site.read('docs/flow/index.html');
    expect(flow).toContain(
      '<div class="mdd-mermaid" data-state="source" style="--mdd-mermaid-height:70px;--mdd-mermaid-aspect:19.61%">',
    );
    expect(flow).toContain('data-language="mermaid"');
    expect(flow).toContain('Order placed');
    expect(site.read('docs/flow.md')).toContain('```mermaid\nflowchart LR\naccTitle: Order flow\n');
    const steps = site.read('docs/steps/index.html');
    expect(steps).toContain('<div class="mdd-mermaid" data-state="source"');
    expect(steps).toContain('<pre><code>flowchart LR\n  accTitle: Settlement steps');
    expect(site.assets.some((file) => file.startsWith('mermaid-render-'))).toBe(true);
  });

  it('shows the source as code on a site that does not draw diagrams', () => {
    const dir = writeSite({});
    fs.rmSync(path.join(dir, 'site.config.mjs'));
    fs.cpSync(fixture, dir, { recursive: true });
    fs.rmSync(path.join(dir, 'docs/steps.mdx'));
    const config = path.join(dir, 'docusaurus.config.js');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('markdown: { mermaid: true },', ''));
    const site = buildSite(dir);
    const flow = site.read('docs/flow/index.html');
    expect(flow).not.toContain('mdd-mermaid');
    expect(flow).toContain('data-language="mermaid"');
    expect(flow).toContain('Order placed');
    expect(site.assets.filter((file) => /mermaid/i.test(file))).toEqual([]);
  });
});

describe('mermaid in a Docusaurus config', () => {
  const docusaurus = (config: string, extra: Record<string, string> = {}) => {
    const dir = writeSite({});
    sites.push(dir);
    fs.rmSync(path.join(dir, 'site.config.mjs'));
    writeFiles(dir, {
      'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/', presets: [['classic', { blog: false }]], ${config} };\n`,
      'docs/intro.md': '# Intro\n',
      ...extra,
    });
    return loadSite({ root: dir });
  };
  const mermaidTheme = {
    'node_modules/@docusaurus/theme-mermaid/package.json': JSON.stringify({
      name: '@docusaurus/theme-mermaid',
      version: '3.10.2',
      main: 'index.js',
    }),
    'node_modules/@docusaurus/theme-mermaid/index.js': 'module.exports = function theme() { return {}; };\n',
  };

  it('turns diagrams on with `markdown.mermaid`, passing `themeConfig.mermaid` through', async () => {
    const site = await docusaurus(
      "markdown: { mermaid: true }, themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { fontFamily: 'serif' } } }",
    );
    expect(site.config.mermaid).toEqual({
      theme: { light: 'neutral', dark: 'forest' },
      options: { fontFamily: 'serif' },
    });
    expect(site.warnings.join('\n')).not.toMatch(/mermaid/);
  });

  it('turns them on with the theme in `themes`, and leaves them code with neither', async () => {
    const themed = await docusaurus("themes: ['@docusaurus/theme-mermaid']", mermaidTheme);
    expect(themed.config.mermaid).toBe(true);
    expect(themed.warnings.join('\n')).not.toMatch(/mermaid/);
    expect(
      (await docusaurus("themeConfig: { mermaid: { theme: { light: 'neutral' } } }")).config.mermaid,
    ).toBe(false);
  });
});
