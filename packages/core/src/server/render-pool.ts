import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocumentContext } from '../entry-server.js';

/** A page for the pool: its data as JSON, written beside its HTML, and its Markdown twin. */
export interface RenderTask {
  route: string;
  json: string;
  /** The twin's text, if the page has one. */
  markdown?: string;
  /** Where the page's files go (`twin` with `markdown`); the thread makes their folder. */
  files: { html: string; json: string; twin?: string };
}

export interface RenderPool {
  /** Writes a page's JSON and twin and renders its HTML, on a thread of the pool. */
  render(task: RenderTask): Promise<void>;
  close(): Promise<void>;
}

/**
 * Renders pages on worker threads, one per core, each loading the server bundle once, and writes
 * their files there: the calling thread, which reads the pages, is the one that keeps them waiting.
 * Used when a build has many pages to render; a few are rendered faster on the calling thread.
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
    render(task) {
      const slot = workers.reduce((least, candidate) =>
        candidate.pending < least.pending ? candidate : least,
      );
      slot.pending++;
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        slot.worker.postMessage({ id, ...task });
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
