import { parentPort, workerData } from 'node:worker_threads';
import { bundleProblems } from './bundle-problems.js';
import { type BundleJob, bundleShell } from './shell.js';
import { yieldToMainThread } from './yield-to-main.js';

yieldToMainThread();
// A production bundle whatever the calling process says (a test runner sets NODE_ENV=test): Vite
// and its React plugin read it to choose React's development JSX, which production React lacks.
// The worker has its own copy of the environment, so the caller's is left as it was.
process.env.NODE_ENV = 'production';
const job = workerData as BundleJob;
try {
  await bundleShell(job);
} catch (error) {
  // Rolldown's errors reach the calling thread without their places: they go as plain data.
  throw Object.assign(new Error((error as Error)?.message ?? String(error)), {
    problems: bundleProblems(error),
  });
}
parentPort?.postMessage('done');
