import net from 'node:net';

/** A mistake in how the command was called: usage is printed and the exit code is 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Reads `--port` (or `PORT`); a value that is not a port number is a usage error. */
export function portOption(value: unknown, fallback: number): number {
  const raw = value ?? process.env.PORT;
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port expects a port number (0-65535), got "${String(raw)}"`);
  return port;
}

/** `--hidden id:Label` values as sections. */
export function hiddenSections(value: unknown): Array<{ id: string; label: string }> | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map((spec: unknown) => {
    const [id = '', label = id] = String(spec).split(':');
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id))
      throw new UsageError(`--hidden expects id:Label, got "${String(spec)}"`);
    return { id, label };
  });
}

/**
 * Resolves with exit code 0 when the process is asked to stop (Ctrl-C, SIGTERM), after `stop` has
 * run. A second signal while stopping (package managers pass Ctrl-C on to the script as well) exits
 * at once, still with 0: stopping on request is not a failure.
 */
export function untilStopped(stop: () => Promise<void>): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false;
    const onSignal = () => {
      if (stopping) process.exit(0);
      stopping = true;
      void stop().finally(() => resolve(0));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

/** The one line shown when a port is taken. */
export function portInUse(port: number): string {
  return `Port ${port} is in use: stop what is using it, or pick another port with --port <port> (or PORT=<port>).`;
}

/**
 * A listen that failed on a port in use: Node's `EADDRINUSE`, or Vite's own error with `strictPort`
 * (Vite 8 throws a plain `Error: Port 5173 is already in use`, without a `code`).
 */
export function isPortInUse(error: unknown): boolean {
  return (
    (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE' ||
    /^Port \d+ is already in use$/.test((error as Error)?.message ?? '')
  );
}

/**
 * Whether `port` is taken on `host`, found by listening on it a moment: a server that fails to
 * listen after it started its work (Vite's dependency scan) would log more than the one line.
 */
export function portTaken(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(isPortInUse(error)));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}
