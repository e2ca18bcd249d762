// Writes test/fixtures/content-contract.json from a build of the content:
// pnpm --filter @market-data-docs/site content:contract (review the diff before committing it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSiteContent, contractFile, contractOf } from './content-contract.js';

const contract = contractOf(await buildSiteContent());
fs.writeFileSync(contractFile, `${JSON.stringify(contract, null, 2)}\n`);
// Formatted as the repository's formatter (Biome) leaves it, so `pnpm lint` passes as written.
const root = path.join(import.meta.dirname, '../../..');
execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', contractFile], { cwd: root });
console.log(
  `${path.relative(process.cwd(), contractFile)}: ${Object.keys(contract.pages).length} pages, ${Object.keys(contract.endpoints).length} endpoints`,
);
