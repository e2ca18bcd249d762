import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Site } from '../src/config/site.js';
import { usesDocsData } from '../src/docusaurus/docs-data-users.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site folder with `files`, as far as `usesDocsData` reads a site. */
function siteWith(files: Record<string, string>): Site {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-docs-data-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return { root, docusaurus: { themeDir: path.join(root, 'src/theme') } } as Site;
}

describe('which code reads the docs data (useDocById, useDocsVersion, useActiveVersion, useVersions)', () => {
  const site = siteWith({
    'src/pages/index.tsx':
      "import Link from '@docusaurus/Link';\nimport { useDoc } from '@docusaurus/plugin-content-docs/client';\n",
    'src/pages/list.tsx': "import Latest from '@site/src/components/Latest';\n",
    'src/components/Latest/index.tsx': "export { default } from './Card';\n",
    'src/components/Latest/Card.jsx':
      "import {\n  useDocById,\n  findFirstSidebarItemLink,\n} from '@docusaurus/plugin-content-docs/client';\n",
    'src/pages/versions.tsx': "import Menu from '@theme/VersionMenu';\n",
    'src/theme/VersionMenu.tsx': "import { useVersions } from '@docusaurus/theme-common/internal';\n",
    'src/pages/all.tsx': "import * as docs from '@docusaurus/plugin-content-docs/client';\n",
    'src/pages/theme.tsx': "import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';\n",
    'src/pages/loop.tsx': "import B from './loop-b';\n",
    'src/pages/loop-b.tsx': "import A from './loop';\n",
  });
  const uses = (file: string) => usesDocsData(path.join(site.root, file), site);

  it('tells the files importing one of those hooks, through local, @site/ and swizzled @theme/ imports', () => {
    expect(uses('src/pages/list.tsx')).toBe(true);
    expect(uses('src/pages/versions.tsx')).toBe(true);
    expect(uses('src/pages/all.tsx')).toBe(true);
  });

  it('leaves out the files importing only other hooks (useDoc reads doc ids alone), and ends on import cycles', () => {
    expect(uses('src/pages/index.tsx')).toBe(false);
    expect(uses('src/pages/theme.tsx')).toBe(false);
    expect(uses('src/pages/loop.tsx')).toBe(false);
  });
});
