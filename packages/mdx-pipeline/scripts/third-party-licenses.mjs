// Writes dist/THIRD_PARTY_LICENSES.md: the licence of every package bundled into dist, from the
// build's metafile (which is then removed, so that it is not published).
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve('dist');
const metafile = path.join(dist, 'metafile-esm.json');
const { inputs } = JSON.parse(fs.readFileSync(metafile, 'utf8'));
fs.rmSync(metafile);

const roots = new Set();
for (const input of Object.keys(inputs)) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (match) roots.add(path.resolve(match[1]));
}
// Some older micromark 1.x packages (pulled in by @slorber/remark-comment) were published without
// their licence file; their package.json declares MIT and the author, which the MIT text names.
const mitText = (holder) => `(MIT)

Copyright (c) ${holder}

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the 'Software'), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED 'AS IS', WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

const packages = [...roots]
  .map((root) => {
    const { name, version, license, author } = JSON.parse(
      fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
    );
    const file = fs.readdirSync(root).find((f) => /^licen[cs]e/i.test(f));
    if (file) return { name, version, license, text: fs.readFileSync(path.join(root, file), 'utf8').trim() };
    const holder = typeof author === 'string' ? author.replace(/\s*[<(].*$/, '') : author?.name;
    if (license !== 'MIT' || !holder) throw new Error(`${name} is bundled but has no licence file`);
    return { name, version, license, text: mitText(holder) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
const sections = packages.map((p) => `## ${p.name} ${p.version} (${p.license})\n\n\`\`\`\n${p.text}\n\`\`\``);
fs.writeFileSync(
  path.join(dist, 'THIRD_PARTY_LICENSES.md'),
  `# Licences of the packages bundled into @market-data-docs/mdx-pipeline\n\n${sections.join('\n\n')}\n`,
);
console.log(`THIRD_PARTY_LICENSES.md: ${packages.length} bundled packages`);
