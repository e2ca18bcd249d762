import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleProblems } from '../src/server/bundle-problems.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-bundle-problems-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a name imported from a module that does not export it', () => {
  it('is reported at the name in its import, with what the stand-in of a Docusaurus module has', () => {
    const file = path.join(dir, 'devMode.tsx');
    fs.writeFileSync(
      file,
      [
        '// A comment first: the compiled module starts a line earlier',
        "import { useState } from 'react'",
        "import { createStorageSlot, NoSuchThing } from '@docusaurus/theme-common'",
        '',
      ].join('\n'),
    );
    // Rolldown's place is in the module as compiled, and the module's id is the stand-in's.
    const [problem] = bundleProblems({
      errors: [
        {
          message: '"NoSuchThing" is not exported by "\\0mdd-docusaurus:@docusaurus/theme-common".',
          id: file,
          loc: { line: 2, column: 28 },
        },
      ],
    });
    expect(problem?.message).toMatch(
      /^"NoSuchThing" is not exported by "@docusaurus\/theme-common" as this engine provides it \(it has useColorMode, .*createStorageSlot/,
    );
    expect([problem?.line, problem?.column]).toEqual([3, 29]);
    expect(problem?.frame).toContain(
      "> 3 | import { createStorageSlot, NoSuchThing } from '@docusaurus/theme-common'",
    );
  });
});
