import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // expect.poll waits for a state the page reaches after a fetch or a render: its default 1 s is
    // too short on a machine two or three times slower than a laptop.
    expect: { poll: { timeout: 10_000 } },
  },
});
