import { parentPort, workerData } from 'node:worker_threads';
import { writeCompiled } from '../cache.js';
import { type CompileInput, type CompilerOptions, compilePage } from '../compile-page.js';
import { ContentError } from '../errors.js';

export interface WorkerInit {
  compiler: Omit<CompilerOptions, 'site'> & {
    site: Omit<CompilerOptions['site'], 'routeByFile'>;
    routeByFile: Array<[string, string]>;
  };
  cacheDir: string | false;
}

export interface WorkerTask {
  key: string;
  input: CompileInput;
}

const init = workerData as WorkerInit;
const options: CompilerOptions = {
  ...init.compiler,
  site: { ...init.compiler.site, routeByFile: new Map(init.compiler.routeByFile) },
};

async function compile(task: WorkerTask) {
  try {
    const page = await compilePage(task.input, options);
    const slim = writeCompiled(init.cacheDir, task.key, page);
    parentPort?.postMessage({ page: slim });
  } catch (error) {
    const place = error instanceof ContentError ? error.place : { file: task.input.file };
    parentPort?.postMessage({ error: { message: (error as Error).message, place } });
  }
}

let tasks: Promise<void> = Promise.resolve();
parentPort?.on('message', (task: WorkerTask) => {
  tasks = tasks.then(() => compile(task));
});
