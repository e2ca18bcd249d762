import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../packages/core/src/server/static-server.ts';
import { basePath } from './paths.js';

/** Serves a build folder under the base path, gzip on (apps/site's static server), on a free port. */
export async function serve(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createStaticServer({ root, basePath });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Bytes on the wire (gzip when the server compresses) of one URL. */
export function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}
