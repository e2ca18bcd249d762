import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** Runs test/fixtures/yield-worker.ts (TypeScript, through tsx) on a worker thread; resolves to its message. */
function runFixtureWorker(): Promise<unknown> {
  const fixture = new URL('./fixtures/yield-worker.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(fixture)}); });`;
  const worker = new Worker(code, { eval: true });
  return new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

describe('yieldToMainThread', () => {
  it.runIf(process.platform === 'linux')(
    'lowers the priority of the worker thread that calls it, not that of the process',
    async () => {
      const before = os.getPriority();
      expect(await runFixtureWorker()).toBe(10);
      expect(os.getPriority()).toBe(before);
    },
  );
});
