import { execFileSync } from 'node:child_process';
import { median } from './timed.js';

/** A fixed JavaScript workload: JSON round trips and a string sort over generated records. */
const workload = `
const records = Array.from({ length: 150000 }, (_, i) => ({ id: i, name: 'page-' + ((i * 7919) % 150000), tags: ['a', 'b', String(i % 97)] }));
const started = performance.now();
for (let round = 0; round < 4; round++) JSON.parse(JSON.stringify(records)).map((r) => r.name).sort();
console.log(Math.round(performance.now() - started));
`;

/**
 * Milliseconds a fresh Node process takes for {@link workload}, median of three: the same work every
 * time, so two figures taken at different times tell how fast the (shared) machine was then. Lower is
 * faster.
 */
export function speedCheck(): number {
  const runs = [0, 1, 2].map(() =>
    Number(execFileSync(process.execPath, ['-e', workload], { encoding: 'utf8' }).trim()),
  );
  return median(runs);
}
