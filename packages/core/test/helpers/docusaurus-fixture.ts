import fs from 'node:fs';
import path from 'node:path';
import { writeFiles } from './temp-site.js';

const fixture = path.join(import.meta.dirname, '../fixtures/docusaurus-site');
const sitesDir = path.join(import.meta.dirname, '../.sites');

/**
 * A copy of the fixture Docusaurus site in a new folder under `test/.sites/`, with the one npm
 * package its pages import (`fixture-greeting`) "installed" in its `node_modules`, plus `extra` files.
 */
export function copyDocusaurusFixture(extra: Record<string, string> = {}): string {
  fs.mkdirSync(sitesDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(sitesDir, 'docusaurus-'));
  fs.cpSync(fixture, dir, { recursive: true });
  writeFiles(dir, {
    'node_modules/fixture-greeting/package.json': JSON.stringify({
      name: 'fixture-greeting',
      version: '1.0.0',
      type: 'module',
      exports: './index.js',
    }),
    'node_modules/fixture-greeting/index.js':
      "export function greeting(name) {\n  return 'Hello, ' + name + ', from an npm package.';\n}\n",
    ...extra,
  });
  return dir;
}
