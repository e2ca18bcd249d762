import { describe, expect, it } from 'vitest';
import { esbuildErrors, missingModule, packageName } from '../src/config/module-errors.js';

describe('packageName', () => {
  it.each([
    ['remark-math', 'remark-math'],
    ['remark-math/lib/index.js', 'remark-math'],
    ['@scope/plugin/sub/path', '@scope/plugin'],
    ['./local-plugin.mjs', './local-plugin.mjs'],
    ['/abs/plugin.js', '/abs/plugin.js'],
    ['file:///abs/plugin.js', '/abs/plugin.js'],
  ])('%s → %s', (specifier, name) => {
    expect(packageName(specifier)).toBe(name);
  });
});

describe('missingModule', () => {
  it('names the package of a Cannot find package/module error', () => {
    expect(missingModule(new Error("Cannot find package '@acme/theme' imported from /site/x.mjs"))).toBe(
      '@acme/theme',
    );
    expect(missingModule(new Error("Cannot find module 'left-pad/index.js'\nRequire stack:"))).toBe(
      'left-pad',
    );
  });

  it('is undefined for any other error', () => {
    expect(missingModule(new Error('boom'))).toBeUndefined();
    expect(missingModule(undefined)).toBeUndefined();
  });
});

describe('esbuildErrors', () => {
  it('gives file:line:col, the line and a caret under the column', () => {
    const error = {
      errors: [
        { text: 'Expected ";"', location: { file: 'site.config.ts', line: 3, column: 4, lineText: 'a b c' } },
        { text: 'Something without a place' },
      ],
    };
    expect(esbuildErrors(error)).toBe(
      'site.config.ts:3:5: Expected ";"\n  a b c\n      ^\nSomething without a place',
    );
  });

  it('falls back to the message', () => {
    expect(esbuildErrors(new Error('plain failure'))).toBe('plain failure');
  });
});
