import { spawn } from 'node:child_process';
import net from 'node:net';

/** Commands running now, stopped if the test is interrupted or fails. */
export const children = new Set();

/** Runs a command; resolves with its output, rejects with it (and the exit code) on failure. */
export function run(command, args, { cwd, env = process.env, echo = false, timeoutMs = 300_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve({ stdout, stderr });
      else {
        const error = new Error(
          `${command} ${args.join(' ')} (in ${cwd}) failed: ${signal ?? `exit code ${code}`}\n${echo ? '' : stdout}${echo ? '' : stderr}`,
        );
        Object.assign(error, { stdout, stderr });
        reject(error);
      }
    });
  });
}

/**
 * Starts a long-running command (a server) and resolves once its output matches `ready`, with the
 * match and a `stop()` that ends it with Ctrl-C (SIGINT) and resolves to its exit code.
 */
export function startServer(command, args, { cwd, env, ready, timeoutMs = 120_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const exited = new Promise((done) => child.on('exit', (code) => done(code)));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${command} ${args.join(' ')} did not start in time:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({
        match,
        output: () => output,
        stop: () => {
          child.kill('SIGINT');
          return exited.finally(() => children.delete(child));
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} stopped (exit code ${code}):\n${output}`));
    });
  });
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
