import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchClient, SearchOptions, SearchResults } from '../src/contract.js';
import { createSearchSession, type SearchState } from '../src/index.js';

interface Call {
  query: string;
  options: SearchOptions;
  resolve(results: SearchResults): void;
  reject(error: unknown): void;
}

/** A client whose answers the test hands out; it ignores `signal` unless told otherwise. */
function controlledClient() {
  const calls: Call[] = [];
  const client: SearchClient = {
    search: (query, options = {}) =>
      new Promise((resolve, reject) => {
        calls.push({ query, options, resolve, reject });
      }),
  };
  return { client, calls };
}

const results = (query: string, total = 1): SearchResults => ({ query, total, groups: [] });

function record(session: ReturnType<typeof createSearchSession>) {
  const states: SearchState[] = [];
  session.subscribe((state) => states.push(state));
  return states;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSearchSession', () => {
  it('debounces typing into one search for the last query', async () => {
    const { client, calls } = controlledClient();
    const session = createSearchSession(client);
    const states = record(session);
    session.setQuery('c');
    await vi.advanceTimersByTimeAsync(50);
    session.setQuery('ca');
    await vi.advanceTimersByTimeAsync(50);
    session.setQuery('can');
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.query)).toEqual(['can']);
    expect(session.getState()).toEqual({ status: 'loading', query: 'can', results: undefined });
    calls[0]?.resolve(results('can', 3));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toEqual({ status: 'results', query: 'can', results: results('can', 3) });
    expect(states.map((s) => s.status)).toEqual(['loading', 'loading', 'loading', 'results']);
  });

  it('aborts the request in flight when a newer query starts', async () => {
    const { client, calls } = controlledClient();
    const session = createSearchSession(client, { debounceMs: 10 });
    session.setQuery('cand');
    await vi.advanceTimersByTimeAsync(10);
    const first = calls[0]?.options.signal;
    expect(first?.aborted).toBe(false);
    session.setQuery('candl');
    expect(first?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls[1]?.options.signal?.aborted).toBe(false);
  });

  it('never lets an older response overwrite a newer query', async () => {
    const { client, calls } = controlledClient();
    const session = createSearchSession(client, { debounceMs: 10 });
    session.setQuery('old');
    await vi.advanceTimersByTimeAsync(10);
    session.setQuery('new');
    await vi.advanceTimersByTimeAsync(10);
    calls[1]?.resolve(results('new'));
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.resolve(results('old'));
    calls[0]?.reject(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ status: 'results', query: 'new', results: { query: 'new' } });
  });

  it('caps the query length', async () => {
    const { client, calls } = controlledClient();
    const session = createSearchSession(client, { maxQueryLength: 16 });
    session.setQuery('x'.repeat(5000));
    await vi.advanceTimersByTimeAsync(100);
    expect(calls[0]?.query).toBe('x'.repeat(16));
    expect(createSearchSession(client).getState()).toEqual({ status: 'idle', query: '' });
    const defaults = createSearchSession(client);
    defaults.setQuery('y'.repeat(5000));
    await vi.advanceTimersByTimeAsync(100);
    expect(calls[1]?.query).toHaveLength(256);
  });

  it('answers repeated queries from a small LRU cache', async () => {
    const { client, calls } = controlledClient();
    const session = createSearchSession(client, { cacheSize: 2, debounceMs: 10 });
    const run = async (query: string) => {
      session.setQuery(query);
      await vi.advanceTimersByTimeAsync(10);
      calls.at(-1)?.resolve(results(query));
      await vi.advanceTimersByTimeAsync(0);
    };
    await run('a');
    await run('b');
    expect(calls).toHaveLength(2);
    session.setQuery('a');
    expect(session.getState()).toMatchObject({ status: 'results', query: 'a' });
    expect(calls).toHaveLength(2);
    await run('c');
    expect(calls).toHaveLength(3);
    session.setQuery('a');
    expect(session.getState()).toMatchObject({ status: 'results', query: 'a' });
    session.setQuery('b');
    expect(session.getState()).toMatchObject({ status: 'loading', query: 'b' });
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.map((c) => c.query)).toEqual(['a', 'b', 'c', 'b']);
  });

  it('reports idle, loading, results, empty and error', async () => {
    const { client, calls } = controlledClient();
    const session = createSearchSession(client, { debounceMs: 0 });
    const states = record(session);
    session.setQuery('zzz');
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.resolve({ ...results('zzz', 0), suggestions: ['zoo'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ status: 'empty', results: { suggestions: ['zoo'] } });

    session.setQuery('net');
    await vi.advanceTimersByTimeAsync(0);
    const failure = new Error('offline');
    calls[1]?.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toEqual({ status: 'error', query: 'net', error: failure });

    session.flush();
    expect(calls[2]?.query).toBe('net');
    calls[2]?.resolve(results('net', 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ status: 'results', query: 'net' });

    session.setQuery('  ');
    expect(session.getState()).toEqual({ status: 'idle', query: '' });
    expect(states.map((s) => s.status)).toEqual([
      'loading',
      'empty',
      'loading',
      'error',
      'loading',
      'results',
      'idle',
    ]);
  });

  it('keeps the last results while loading, and runs again when the options change', async () => {
    const { client, calls } = controlledClient();
    const session = createSearchSession(client, { debounceMs: 0 });
    session.setQuery('candles');
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.resolve(results('candles', 5));
    await vi.advanceTimersByTimeAsync(0);
    session.setOptions({ filters: { section: 'sdk' }, limit: 5 });
    expect(session.getState()).toEqual({
      status: 'loading',
      query: 'candles',
      results: results('candles', 5),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]?.options).toMatchObject({ filters: { section: 'sdk' }, limit: 5 });
  });

  it('stops reporting after dispose or unsubscribe', async () => {
    const { client, calls } = controlledClient();
    const session = createSearchSession(client, { debounceMs: 0 });
    const seen: string[] = [];
    const stop = session.subscribe((s) => seen.push(s.status));
    session.setQuery('a');
    stop();
    session.setQuery('b');
    expect(seen).toEqual(['loading']);
    const states = record(session);
    session.dispose();
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(0);
    expect(states).toEqual([]);
  });
});
