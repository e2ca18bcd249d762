import { parentPort, workerData } from 'node:worker_threads';
import { type BundleJob, bundleShell } from './shell.js';

await bundleShell(workerData as BundleJob);
parentPort?.postMessage('done');
