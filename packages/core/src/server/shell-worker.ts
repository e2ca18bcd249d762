import { parentPort, workerData } from 'node:worker_threads';
import { type BundleJob, bundleShell } from './shell.js';
import { yieldToMainThread } from './yield-to-main.js';

yieldToMainThread();
await bundleShell(workerData as BundleJob);
parentPort?.postMessage('done');
