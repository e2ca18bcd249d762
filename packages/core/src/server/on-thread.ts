import { Worker } from 'node:worker_threads';

/** The first message `worker` posts; `what` names the work in the error when the thread stops first. */
function firstMessage<T>(worker: Worker, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', (message: T) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${what} stopped (exit code ${code})`)));
  });
}

/**
 * Runs a worker module of this folder (`file`, e.g. `./shell-worker.js`, beside this one in `dist/`)
 * on its own thread with `workerData`, and resolves to the first message it posts.
 */
export function runOnThread<T>(file: string, workerData: unknown, what: string): Promise<T> {
  return firstMessage(new Worker(new URL(file, import.meta.url), { workerData }), what);
}
