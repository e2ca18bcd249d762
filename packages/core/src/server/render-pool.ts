import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocumentContext } from '../entry-server.js';

export interface RenderPool {
  /** Renders a page from its JSON into `file`. */
  render(route: string, json: string, file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Renders pages on worker threads, one per core, each loading the server bundle once. Used when a
 * build has many pages to render; a few are rendered faster on the calling thread.
 */
export function createRenderPool(serverEntry: string, context: DocumentContext): RenderPool {
  const size = Math.max(1, os.availableParallelism());
  const workers = Array.from({ length: size }, () => ({
    worker: new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: { serverEntry, context },
    }),
    pending: 0,
  }));
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  for (const slot of workers) {
    slot.worker.on('message', ({ id, error }: { id: number; error?: Partial<Error> }) => {
      slot.pending--;
      const task = waiting.get(id);
      waiting.delete(id);
      if (error) task?.reject(Object.assign(new Error(error.message), error));
      else task?.resolve();
    });
    slot.worker.on('error', (error) => {
      for (const task of waiting.values()) task.reject(error);
      waiting.clear();
    });
  }
  return {
    render(route, json, file) {
      const slot = workers.reduce((least, candidate) =>
        candidate.pending < least.pending ? candidate : least,
      );
      slot.pending++;
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        slot.worker.postMessage({ id, route, json, file });
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
