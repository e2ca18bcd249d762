import fs from 'node:fs';
import path from 'node:path';
import { workDir } from './paths.js';

/**
 * Where the bench puts what it would delete during a run. ext4 does not reuse an inode freed in the
 * last minutes: it scans past them when it allocates one. Deleting a large tree right before a
 * timed build therefore makes that build's file creation slower, more so each time (measured here:
 * the system time of our 1,000-page build grew 2.0 s -> 3.7 s -> 5.7 s over three cold runs). Moving
 * trees aside (a rename) and deleting them once, after the measurements, keeps every cold build as
 * cold as on a fresh machine.
 */
export const trashDir = path.join(workDir, 'trash');
let count = 0;

/** Moves `target` out of the way (same file system: a rename); a no-op when it does not exist. */
export function discard(target: string): void {
  if (!fs.existsSync(target)) return;
  fs.mkdirSync(trashDir, { recursive: true });
  fs.renameSync(
    target,
    path.join(trashDir, `${process.pid}-${Date.now()}-${count++}-${path.basename(target)}`),
  );
}

/** Deletes everything moved aside. */
export function emptyTrash(): void {
  fs.rmSync(trashDir, { recursive: true, force: true });
}
