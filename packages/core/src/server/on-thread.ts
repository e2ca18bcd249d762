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

/** A worker thread started before its input is known: `run` posts the input, `stop` ends it unused. */
export interface ThreadAhead<T> {
  run(input: unknown): Promise<T>;
  stop(): void;
}

/**
 * Starts a worker module of this folder that waits for its input as its first message, so that the
 * thread and its modules load while this one works. It does not keep the process alive until `run`.
 */
export function startThread<T>(file: string, what: string): ThreadAhead<T> {
  const worker = new Worker(new URL(file, import.meta.url));
  worker.unref();
  const result = firstMessage<T>(worker, what);
  result.catch(() => {});
  return {
    run(input) {
      worker.ref();
      worker.postMessage(input);
      return result;
    },
    stop: () => void worker.terminate(),
  };
}
