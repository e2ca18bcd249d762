import os from 'node:os';

/**
 * Lowers the scheduling priority of the calling worker thread and of the threads it starts (Rolldown's):
 * side work yields the cores to the build's calling thread, whose compile and render are the critical
 * path. Linux only, where a priority is per thread; elsewhere it would slow the whole process.
 */
export function yieldToMainThread(): void {
  if (process.platform === 'linux') os.setPriority(10);
}
