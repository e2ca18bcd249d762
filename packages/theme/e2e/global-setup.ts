import path from 'node:path';
import { serveDirectory } from '@market-data-docs/visual';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    storybookUrl: string;
    storybookDir: string;
  }
}

/** Serves the static Storybook that `pnpm build-storybook` wrote (the e2e script builds it first). */
export default async function setup(project: TestProject) {
  const dir = path.join(import.meta.dirname, '..', 'storybook-static');
  const server = await serveDirectory(dir);
  project.provide('storybookUrl', server.url);
  project.provide('storybookDir', dir);
  return () => server.close();
}
