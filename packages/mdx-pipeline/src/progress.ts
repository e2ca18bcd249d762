import pc from 'picocolors';
import type { ContentBuild } from './build.js';
import type { PipelineWarning } from './types.js';

/** A warning as one line: `warning: api/stocks/candles.mdx:12: <message>`. */
export function formatWarning(warning: PipelineWarning): string {
  const place = [warning.file, warning.line].filter(Boolean).join(':');
  return `warning: ${place}${place ? ': ' : ''}${warning.message}`;
}

/**
 * Progress for long builds: `onProgress` rewrites one "compiled N of M pages" line on a TTY (and
 * prints nothing elsewhere); `done` prints the one-line summary.
 */
export function createProgress(stream: NodeJS.WriteStream = process.stderr) {
  let last = 0;
  return {
    onProgress(done: number, total: number) {
      if (!stream.isTTY) return;
      const now = performance.now();
      if (done < total && now - last < 100) return;
      last = now;
      stream.write(`\r${pc.dim('mdx-pipeline')} compiled ${done} of ${total} pages`);
      if (done === total) stream.write('\r\x1b[K');
    },
    done(build: ContentBuild) {
      const { pages, compiled, cached, seconds } = build.stats;
      const warnings = build.warnings.length;
      stream.write(
        `${pc.dim('mdx-pipeline')} ${pages} pages (${compiled} compiled, ${cached} cached), ${warnings} warning${warnings === 1 ? '' : 's'}, ${seconds.toFixed(2)} s\n`,
      );
    },
  };
}
