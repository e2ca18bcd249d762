import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSource, page, removeSite, writeSite } from './helpers/temp-site.js';

// One small site using every extension point, built as a user builds it: `mdd build`.
const bin = path.join(import.meta.dirname, '../bin/mdd.js');
let dir: string;
let stderr: string;
const read = (rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');

beforeAll(() => {
  dir = writeSite({
    'site.config.mjs': configSource({
      components: './src/theme-overrides.tsx',
      mdxComponents: './src/mdx-components.tsx',
      css: ['./src/brand.css'],
      remarkPlugins: [['./plugins/remark-version.mjs', { version: '2.4.1' }]],
      rehypePlugins: ['./plugins/rehype-table-caption.mjs'],
    }),
    'src/pages/index.tsx': `export default function Home({ site }) { return <main><h1>Welcome to {site.title}</h1></main>; }\n`,
    'src/pages/about.tsx': `export const title = 'About us';\nexport const description = 'Who writes these docs.';\nexport default function About() { return <p>We write the docs.</p>; }\n`,
    'src/theme-overrides.tsx': `import { Admonition as Original } from '@market-data-docs/theme';\nexport function Admonition(props) { return <div data-override="admonition"><Original {...props} /></div>; }\n`,
    'src/mdx-components.tsx': `import { productName } from './product';\nexport { Highlight } from './highlight';\nexport function PriceTag({ amount }) { return <strong className="price-tag">$ {amount}</strong>; }\nexport const ProductName = () => productName;\nexport const Edition = () => <>Community edition</>;\n`,
    'src/product.ts': "export const productName = 'Market Data';\n",
    'src/highlight.tsx':
      'export function Highlight({ children }) { return <mark className="highlight">{children}</mark>; }\n',
    'src/brand.css':
      ":root { --mdd-color-primary: #6b21a8; }\n@font-face { font-family: Inter; src: url('./fonts/inter.woff2') format('woff2'); }\n@font-face { font-family: Logo; src: url('/fonts/logo.woff2') format('woff2'); }\n@font-face { font-family: Icons; src: url('./fonts/icons.woff2') format('woff2'); }\n",
    // Over Vite's 4 KB inline limit: a file of its own.
    'src/fonts/inter.woff2': 'wOF2 inter'.padEnd(5000, '.'),
    'static/fonts/logo.woff2': 'wOF2 logo',
    // Under it: inlined into the stylesheet as a data: URL.
    'src/fonts/icons.woff2': 'wOF2 icons',
    'plugins/remark-version.mjs': `export default function remarkVersion({ version }) {\n  return (tree) => {\n    const visit = (node) => {\n      if (node.type === 'text') node.value = node.value.replaceAll('%version%', version);\n      for (const child of node.children ?? []) visit(child);\n    };\n    visit(tree);\n  };\n}\n`,
    'plugins/rehype-table-caption.mjs': `export default function rehypeTableCaption() {\n  return (tree) => {\n    const visit = (node) => {\n      if (node.tagName === 'table') node.properties = { ...node.properties, dataPlugin: 'rehype-table-caption' };\n      for (const child of node.children ?? []) visit(child);\n    };\n    visit(tree);\n  };\n}\n`,
    'content/guide/install.mdx': page(
      'Install',
      'Install version %version%.\n\n:::note\nA note.\n:::\n\nIt costs <PriceTag amount={12} /> a month.\n\n| a | b |\n| - | - |\n| 1 | 2 |',
    ),
    'content/guide/social.md': page(
      'Social',
      'Shared widely.',
      'keywords: [quotes, "real-time"]\nimage: /img/social-card.png\n',
    ),
    'static/img/social-card.png': 'png',
    'content/guide/_requirements.mdx': 'You need **Node 20** and <PriceTag amount={props.price} />.\n',
    'content/guide/requirements.mdx': page(
      'Requirements',
      "import Requirements from './_requirements.mdx';\n\n<Requirements price={3} />",
    ),
    'content/guide/plans.mdx': page(
      'Plans',
      'The Starter plan costs <PriceTag amount={12} /> a month. It renews monthly.\n\nCancel at any time.',
    ),
    'content/guide/brand.mdx': page(
      'Brand',
      '<ProductName /> serves quotes in its <Edition />.\n\n<Highlight>Every quote is **real time**.</Highlight>\n\n<ProductName />',
    ),
    'content/guide/_shared.mdx': 'Before the words.\n\n{props.children}\n\nAfter the words.\n',
    'content/guide/shared.mdx': page(
      'Shared',
      "import Shared from './_shared.mdx';\n\n<Shared>Some **quokka** words.</Shared>",
    ),
  });
  // Records the packages the build loaded (`modules.json`), for the test of what a site without a blog loads.
  const preload = path.join(dir, 'record-modules.cjs');
  fs.writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'modules.json'))}, JSON.stringify(Object.keys(require('node:module')._cache))));\n`,
  );
  ({ stderr } = spawnSync(process.execPath, ['--require', preload, bin, 'build', dir], {
    env: { ...process.env, CI: 'true' },
    encoding: 'utf8',
  }));
});

afterAll(() => removeSite(dir));

describe('a site built with its own pages, components, styles and plugins', () => {
  it("gives a page its front matter's keywords and image in the head, the image as an absolute URL", () => {
    const social = read('guide/social/index.html');
    expect(social).toContain('<meta name="keywords" content="quotes,real-time">');
    expect(social).toContain(
      '<meta property="og:image" content="https://docs.example.com/docs/img/social-card.png">',
    );
    expect(social).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(social).toContain(
      '<meta name="twitter:image" content="https://docs.example.com/docs/img/social-card.png">',
    );
    expect(read('guide/install/index.html')).not.toMatch(/name="keywords"|og:image/);
  });

  it("renders the site's pages at their routes, with their title and description", () => {
    expect(read('index.html')).toContain('<h1>Welcome to <!-- -->Test Docs</h1>');
    const about = read('about/index.html');
    expect(about).toContain('<p>We write the docs.</p>');
    expect(about).toContain('<title>About us | Test Docs</title>');
    expect(about).toContain('<meta name="description" content="Who writes these docs.">');
    // Its chunk is fetched as the app starts, after the first paint: no preload in the head.
    expect(about).toMatch(/ data-preload="[^"]*\/docs\/assets\/about-[\w-]+\.js[^"]*"/);
    expect(about).not.toContain('rel="modulepreload"');
    expect(read('sitemap.xml')).toContain('<loc>https://docs.example.com/docs/about</loc>');
  });

  it('uses the overrides for theme components and the MDX components without an import', () => {
    const html = read('guide/install/index.html');
    expect(html).toContain('data-override="admonition"');
    expect(html).toContain('<strong class="price-tag">$ <!-- -->12</strong>');
  });

  it('renders an MDX partial a page imports, with its props and the MDX components', () => {
    expect(read('guide/requirements/index.html')).toContain(
      'You need <strong>Node 20</strong> and <strong class="price-tag">$ <!-- -->3</strong>.',
    );
  });

  it('describes a page without a description by whole sentences, none missing a component that shows no text', () => {
    expect(read('guide/plans/index.html')).toContain(
      '<strong class="price-tag">$ <!-- -->12</strong> a month.',
    );
    expect(read('guide/plans/index.html')).toContain(
      '<meta name="description" content="It renews monthly. Cancel at any time.">',
    );
    expect(read('llms.txt')).toMatch(
      /\[Plans\]\([^)]*\/guide\/plans\.md\): It renews monthly\. Cancel at any time\.\n/,
    );
  });

  it("holds the text of the site's MDX components in the twin and search: the text they show without props, their children", () => {
    const html = read('guide/brand/index.html').replaceAll('<!-- -->', '');
    expect(html).toContain('<p>Market Data serves quotes in its Community edition.</p>');
    expect(html).toContain('<mark class="highlight">Every quote is <strong>real time</strong>.</mark>');
    expect(read('guide/brand.md')).toContain(
      '# Brand\n\nMarket Data serves quotes in its Community edition.\n\nEvery quote is **real time**.\n\nMarket Data\n',
    );
    expect(read('guide/brand/index.html')).toContain(
      '<meta name="description" content="Market Data serves quotes in its Community edition. Every quote is real time. Market Data">',
    );
    const records = fs.readFileSync(path.join(dir, 'node_modules/.cache/mdd/search-records/0.json'), 'utf8');
    expect(records).toContain(
      'Market Data serves quotes in its Community edition. Every quote is real time.',
    );
  });

  it("shows the content written between a partial's tags where it puts {props.children}, in the page, twin and search", () => {
    expect(read('guide/shared/index.html')).toMatch(
      /<p>Before the words\.<\/p>\s*(<!-- -->)?Some <strong>quokka<\/strong> words\.(<!-- -->)?\s*<p>After the words\.<\/p>/,
    );
    expect(read('guide/shared.md')).toContain(
      'Before the words.\n\nSome **quokka** words.\n\nAfter the words.',
    );
    expect(read('llms.txt')).toContain('Before the words. Some quokka words. After the words.');
    const records = fs.readFileSync(path.join(dir, 'node_modules/.cache/mdd/search-records/0.json'), 'utf8');
    expect(records).toContain('Before the words. Some quokka words. After the words.');
  });

  it("runs the site's remark and rehype plugins with their options, in the page, twin and search", () => {
    expect(read('guide/install/index.html')).toContain('Install version 2.4.1.');
    expect(read('guide/install/index.html')).toContain('data-plugin="rehype-table-caption"');
    expect(read('guide/install.md')).toContain('Install version 2.4.1.');
    const records = fs.readFileSync(path.join(dir, 'node_modules/.cache/mdd/search-records/0.json'), 'utf8');
    expect(records).toContain('Install version 2.4.1.');
  });

  it("loads the site's stylesheets after the theme's", () => {
    const css = fs.readdirSync(path.join(dir, 'build/assets')).filter((f) => f.endsWith('.css'));
    const text = css.map((f) => read(`assets/${f}`)).join('');
    expect(text).toMatch(/--mdd-color-primary:\s*#6b21a8/);
  });

  it("leaves out the styles of Infima's class names, which only Docusaurus sites get", () => {
    const css = fs.readdirSync(path.join(dir, 'build/assets')).filter((f) => f.endsWith('.css'));
    const text = css.map((f) => read(`assets/${f}`)).join('');
    expect(text).toContain('@layer mdd{');
    expect(text).not.toContain('mdd-docusaurus');
    expect(text).not.toContain('--mdd-infima-');
  });

  it("bundles a font next to a stylesheet, and gives a static font's root-relative URL the base path", () => {
    const css = fs.readdirSync(path.join(dir, 'build/assets')).filter((f) => f.endsWith('.css'));
    const text = css.map((f) => read(`assets/${f}`)).join('');
    const bundled = /url\("?\/docs\/assets\/(inter-[\w-]+\.woff2)"?\)/.exec(text)?.[1];
    expect(bundled && read(`assets/${bundled}`)).toMatch(/^wOF2 inter/);
    expect(text).toMatch(/url\("?\/docs\/fonts\/logo\.woff2"?\)/);
    expect(read('fonts/logo.woff2')).toBe('wOF2 logo');
    // The page that imports a partial is named as a module page; nothing else is said.
    expect(
      stderr.replace(/^.*guide\/(requirements|shared)\.mdx: compiled as a JavaScript module.*\n/gm, ''),
    ).toBe('');
  });

  it("lets the browser load a font inlined into a stylesheet: the CSP's font-src allows data: URLs", () => {
    const css = fs.readdirSync(path.join(dir, 'build/assets')).filter((f) => f.endsWith('.css'));
    expect(css.map((f) => read(`assets/${f}`)).join('')).toContain('url(data:font/woff2;base64,');
    const fontSrc = /font-src ([^;\n]+)/.exec(read('_headers'))?.[1]?.split(' ');
    expect(fontSrc).toContain('data:');
  });

  it('loads no blog feed or YAML package when the site has no blog', () => {
    const loaded = JSON.parse(fs.readFileSync(path.join(dir, 'modules.json'), 'utf8')) as string[];
    expect(loaded.some((file) => file.includes(`${path.sep}react-dom${path.sep}`))).toBe(true);
    expect(loaded.filter((file) => /[\\/]node_modules[\\/](feed|yaml|xml-js)[\\/]/.test(file))).toEqual([]);
  });
});
