import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { componentText } from '../src/config/component-text.js';
import { removeSite, writeSite } from './helpers/temp-site.js';

const dir = writeSite({
  'src/mdx-components.tsx': [
    "import { useState } from 'react';",
    "import { Admonition } from '@market-data-docs/theme';",
    "import logo from './logo.svg';",
    "import { company } from '@site/src/names';",
    'export const Company = () => company;',
    'export const Year = () => 2026;',
    'export const Plain = () => <>Fish &amp; chips &lt;3</>;',
    'export const Tagged = () => <strong>Bold</strong>;',
    'export const Stateful = () => { const [value] = useState("Counted"); return value; };',
    'export const Themed = () => <Admonition type="note">Boxed</Admonition>;',
    'export const Logo = () => logo;',
    'export const Amount = ({ amount }) => "$ " + (amount ?? 0);',
    'export const Wrapper = ({ children }) => children ?? "Nothing given";',
    'export const Empty = () => null;',
    'export const Thrower = () => { throw new Error("no"); };',
  ].join('\n'),
  'src/names.ts': "export const company = 'Market Data';\n",
  'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'src/docusaurus/MDXComponents.tsx':
    "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents, Brand: () => 'Acme', Note: 'aside' };\n",
});
afterAll(() => removeSite(dir));

describe('componentText', () => {
  it('finds the plain text a component shows without props, known at build time, and nothing else', async () => {
    const file = path.join(dir, 'src/mdx-components.tsx');
    const names = [
      'Company',
      'Year',
      'Plain',
      'Tagged',
      'Stateful',
      'Themed',
      'Logo',
      'Amount',
      'Wrapper',
      'Empty',
      'Thrower',
      'Missing',
    ];
    expect(await componentText(file, names, dir)).toEqual({
      Company: 'Market Data',
      Year: '2026',
      Plain: 'Fish & chips <3',
      // Shown without props: "$ 0" is what `<Amount />` shows.
      Amount: '$ 0',
    });
  });

  it('keeps its answer in the cache for the same module, and finds it again when the module changes', async () => {
    const file = path.join(dir, 'src/cached.tsx');
    const cacheDir = path.join(dir, 'node_modules/.cache/mdd');
    fs.writeFileSync(file, "export const Brand = () => 'Acme';\n");
    expect(await componentText(file, ['Brand'], dir, false, cacheDir)).toEqual({ Brand: 'Acme' });
    const cacheFile = path.join(cacheDir, 'component-text.json');
    const kept = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    fs.writeFileSync(cacheFile, JSON.stringify({ ...kept, text: { Brand: 'From the cache' } }));
    expect(await componentText(file, ['Brand'], dir, false, cacheDir)).toEqual({ Brand: 'From the cache' });
    fs.writeFileSync(file, "export const Brand = () => 'Acme Inc.';\n");
    expect(await componentText(file, ['Brand'], dir, false, cacheDir)).toEqual({ Brand: 'Acme Inc.' });
  });

  it("reads a Docusaurus MDXComponents map's functions, not its tag names", async () => {
    const file = path.join(dir, 'src/docusaurus/MDXComponents.tsx');
    expect(await componentText(file, ['Brand', 'Note'], dir, true)).toEqual({ Brand: 'Acme' });
  });
});
