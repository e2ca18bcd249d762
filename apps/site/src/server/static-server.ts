import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { headersFor, parseHeadersFile } from './headers.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export interface StaticServerOptions {
  /** The build output: the folder served at `basePath`. */
  root: string;
  basePath: string;
}

/**
 * Serves a production build as a static host would: `route` and `route/` answer `route/index.html`,
 * unknown paths answer `404.html` with status 404, `_headers` rules apply, text is gzipped.
 */
export function createStaticServer({ root, basePath }: StaticServerOptions): http.Server {
  const headersPath = path.join(root, '_headers');
  const rules = fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8')) : [];
  const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname === '/' || url.pathname === basePath.slice(0, -1)) {
      response.writeHead(302, { Location: basePath }).end();
      return;
    }
    const file = resolveFile(root, basePath, url.pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const type = types[path.extname(served)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      ...headersFor(rules, url.pathname),
      ...(status === 404 || served.endsWith('.html') ? { 'Cache-Control': 'no-cache' } : {}),
    };
    let body: Buffer;
    try {
      body = fs.readFileSync(served);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const mtime = fs.statSync(served).mtimeMs;
      let cached = gzipCache.get(served);
      if (!cached || cached.mtime !== mtime) {
        cached = { mtime, body: zlib.gzipSync(body, { level: 6 }) };
        gzipCache.set(served, cached);
      }
      body = cached.body;
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

function resolveFile(root: string, basePath: string, pathname: string): string | undefined {
  if (!pathname.startsWith(basePath)) return undefined;
  let rel: string;
  try {
    rel = decodeURIComponent(pathname.slice(basePath.length));
  } catch {
    return undefined;
  }
  const target = path.resolve(root, rel);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html')]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}
