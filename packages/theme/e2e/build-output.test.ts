import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

/** The Storybook build as the release workflow runs it: its output names no problem of this Storybook. */
it('builds Storybook without docgen or chunk size warnings', { timeout: 300_000 }, async () => {
  const out = await mkdtemp(path.join(tmpdir(), 'mdd-storybook-'));
  try {
    const bin = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'storybook');
    const { stdout, stderr } = await promisify(execFile)(bin, ['build', '--quiet', '-o', out], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const log = `${stdout}\n${stderr}`;
    expect(log).toContain('Storybook build completed successfully');
    expect(log).not.toMatch(/Skipping docgen/);
    expect(log).not.toMatch(/chunks are larger than/);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
