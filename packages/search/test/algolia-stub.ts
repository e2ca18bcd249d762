import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** What the next requests get: a normal answer, HTTP 500, no answer, invalid JSON, JSON of another shape. */
export type StubMode = 'ok' | 'error500' | 'timeout' | 'malformed' | 'unexpected';

/** The parts of request bodies the stub reads. */
interface StubBody {
  requests: Array<{
    action: string;
    body: Record<string, unknown> & { objectID: string };
    query?: string;
    page?: number;
    hitsPerPage?: number;
  }>;
  operation: 'copy' | 'move';
  destination: string;
  scope?: string[];
}

interface StubIndex {
  settings: Record<string, unknown>;
  objects: Map<string, Record<string, unknown>>;
  rules: string[];
  synonyms: Map<string, unknown>;
}

/**
 * A loopback stand-in for Algolia's REST API: multi-queries, settings, batches, index operations
 * and task status, with indices kept in memory.
 */
export async function startAlgoliaStub() {
  const requests: StubRequest[] = [];
  const indices = new Map<string, StubIndex>();
  let mode: StubMode = 'ok';
  let task = 100;
  let hits: unknown[] = [];
  let nbHits = 0;
  const hanging = new Set<() => void>();
  let failWhen: (request: StubRequest) => boolean = () => false;

  const indexOf = (name: string) => {
    let index = indices.get(name);
    if (!index) {
      index = { settings: {}, objects: new Map(), rules: [], synonyms: new Map() };
      indices.set(name, index);
    }
    return index;
  };

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let raw = Buffer.concat(chunks);
    if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
    const url = new URL(req.url ?? '/', 'http://stub');
    const text = raw.toString('utf8');
    const request: StubRequest = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);

    if (mode === 'timeout') {
      hanging.add(() => res.destroy());
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (mode === 'error500' || failWhen(request))
      return send(500, { message: 'Internal error', status: 500 });
    if (mode === 'malformed') return send(200, '{"results": [ {"hits": [');
    if (mode === 'unexpected') return send(200, { results: [{ message: 'no hits here' }] });

    const body = (request.body ?? {}) as StubBody;
    const parts = request.path.split('/').filter(Boolean);
    const [, , name, action, id] = parts;
    if (request.method === 'POST' && request.path === '/1/indexes/*/queries') {
      return send(200, {
        results: body.requests.map((r) => ({
          hits,
          nbHits,
          page: r.page ?? 0,
          hitsPerPage: r.hitsPerPage ?? 20,
          nbPages: Math.ceil(nbHits / (r.hitsPerPage || 1)),
          processingTimeMS: 1,
          query: r.query,
          params: '',
        })),
      });
    }
    if (!name) return send(404, { message: 'Not found', status: 404 });
    const taskID = ++task;
    if (request.method === 'PUT' && action === 'settings') {
      indexOf(name).settings = request.body as Record<string, unknown>;
      return send(200, { taskID, updatedAt: new Date().toISOString() });
    }
    if (request.method === 'POST' && action === 'batch') {
      const index = indexOf(name);
      for (const { action: op, body: object } of body.requests) {
        if (op === 'addObject') index.objects.set(object.objectID, object);
      }
      return send(200, { taskID, objectIDs: body.requests.map((r) => r.body.objectID) });
    }
    if (request.method === 'POST' && action === 'synonyms' && id === 'batch') {
      const index = indexOf(name);
      for (const synonym of request.body as Array<{ objectID: string }>)
        index.synonyms.set(synonym.objectID, synonym);
      return send(200, { taskID, updatedAt: new Date().toISOString() });
    }
    if (request.method === 'POST' && action === 'operation') {
      // As Algolia documents it: copying a missing index creates an empty one, moving one is ignored.
      const source = indices.get(name);
      if (body.operation === 'move') {
        if (source) {
          indices.set(body.destination, source);
          indices.delete(name);
        }
      } else {
        const target = indexOf(body.destination);
        if (source && body.scope?.includes('rules')) target.rules = [...source.rules];
        if (source && body.scope?.includes('synonyms')) target.synonyms = new Map(source.synonyms);
      }
      return send(200, { taskID, updatedAt: new Date().toISOString() });
    }
    if (request.method === 'GET' && action === 'task') {
      return send(200, { status: Number(id) <= task ? 'published' : 'notPublished', pendingTask: false });
    }
    if (request.method === 'DELETE' && !action) {
      indices.delete(name);
      return send(200, { taskID, deletedAt: new Date().toISOString() });
    }
    return send(404, { message: `No route for ${request.method} ${request.path}`, status: 404 });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    host: { url: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    indices,
    setMode(next: StubMode) {
      mode = next;
    },
    /** Answers HTTP 500 to the requests `predicate` picks. */
    failWhen(predicate: (request: StubRequest) => boolean) {
      failWhen = predicate;
    },
    answer(nextHits: unknown[], total = nextHits.length) {
      hits = nextHits;
      nbHits = total;
    },
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port that nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
