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
const packages = [...roots]
  .map((root) => {
    const { name, version, license } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const file = fs.readdirSync(root).find((f) => /^licen[cs]e/i.test(f));
    if (!file) throw new Error(`${name} is bundled but has no licence file`);
    return { name, version, license, text: fs.readFileSync(path.join(root, file), 'utf8').trim() };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
const sections = packages.map((p) => `## ${p.name} ${p.version} (${p.license})\n\n\`\`\`\n${p.text}\n\`\`\``);
fs.writeFileSync(
  path.join(dist, 'THIRD_PARTY_LICENSES.md'),
  `# Licences of the packages bundled into @market-data-docs/mdx-pipeline\n\n${sections.join('\n\n')}\n`,
);
console.log(`THIRD_PARTY_LICENSES.md: ${packages.length} bundled packages`);
