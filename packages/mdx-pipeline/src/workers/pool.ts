import { Worker } from 'node:worker_threads';
import type { PageSummary } from '../cache.js';
import { ContentError, type ContentErrorPlace } from '../errors.js';
import type { WorkerInit, WorkerTask } from './worker.js';

export type TaskResult = { page: PageSummary } | { error: ContentError };

/** Compiles pages on worker threads, one task at a time per worker. */
export async function runPool(
  init: WorkerInit,
  tasks: Array<Omit<WorkerTask, 'id'>>,
  size: number,
  onResult: (result: TaskResult, task: Omit<WorkerTask, 'id'>) => void,
): Promise<void> {
  if (!tasks.length) return;
  const workerUrl = new URL('./workers/worker.js', import.meta.url);
  const count = Math.max(1, Math.min(size, tasks.length));
  let next = 0;
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, () => {
        const worker = new Worker(workerUrl, { workerData: init });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          const send = () => {
            const task = tasks[next];
            if (!task) {
              resolve();
              return;
            }
            worker.postMessage({ ...task, id: next++ });
          };
          worker.on(
            'message',
            (message: {
              id: number;
              page?: PageSummary;
              error?: { message: string; place: ContentErrorPlace };
            }) => {
              const task = tasks[message.id] as Omit<WorkerTask, 'id'>;
              if (message.error)
                onResult({ error: new ContentError(message.error.message, message.error.place) }, task);
              else onResult({ page: message.page as PageSummary }, task);
              send();
            },
          );
          worker.on('error', reject);
          worker.on('exit', (code) => reject(new Error(`a compile worker stopped (exit code ${code})`)));
          send();
        });
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
