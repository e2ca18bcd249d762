import { Worker } from 'node:worker_threads';
import type { PageSummary } from '../cache.js';
import { ContentError, type ContentErrorPlace } from '../errors.js';
import type { WorkerInit, WorkerTask } from './worker.js';

export type TaskResult = { page: PageSummary } | { error: ContentError };

/** Compiles pages on `size` worker threads, each holding up to two tasks taken from `take`. */
export async function runPool(
  init: WorkerInit,
  take: () => WorkerTask | undefined,
  size: number,
  onResult: (result: TaskResult) => void,
): Promise<void> {
  const workerUrl = new URL('./workers/worker.js', import.meta.url);
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: size }, () => {
        const worker = new Worker(workerUrl, { workerData: init });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          let queued = 0;
          const send = () => {
            const task = take();
            if (task) {
              worker.postMessage(task);
              queued++;
            } else if (!queued) resolve();
          };
          worker.on(
            'message',
            (message: { page?: PageSummary; error?: { message: string; place: ContentErrorPlace } }) => {
              if (message.error)
                onResult({ error: new ContentError(message.error.message, message.error.place) });
              else onResult({ page: message.page as PageSummary });
              queued--;
              send();
            },
          );
          worker.on('error', reject);
          worker.on('exit', (code) => reject(new Error(`a compile worker stopped (exit code ${code})`)));
          // Two tasks ahead: the next one is waiting when a page is done, even while the calling thread is busy.
          send();
          send();
        });
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
