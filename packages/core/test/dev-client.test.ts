// @vitest-environment jsdom

import type { ViteHotContext } from 'vite/types/hot.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchDevServer } from '../src/dev/dev-client.js';

/** The part of Vite's hot context the dev client uses, with a way to play the server's events. */
function fakeHot() {
  const handlers = new Map<string, Array<(data: unknown) => void>>();
  const sent: string[] = [];
  const hot = {
    on(event: string, handler: (data: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    send(event: string) {
      // The server answers the status request with the current error, once the handlers listen.
      sent.push(`${event} (after ${[...handlers.keys()].join(', ')})`);
    },
  } as unknown as ViteHotContext;
  const emit = (event: string, data: unknown = {}) => {
    for (const handler of handlers.get(event) ?? []) handler(data);
  };
  return { hot, emit, sent };
}

const overlayText = () => document.querySelector('mdd-dev-overlay')?.shadowRoot?.textContent ?? null;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchDevServer', () => {
  it('refreshes the page once the router connects when content changed while the page was loading', () => {
    const { hot, emit } = fakeHot();
    const watcher = watchDevServer(hot);
    emit('mdd:content-update');
    emit('mdd:content-update');
    const refresh = vi.fn();
    watcher.connect(refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on connect when nothing changed, then refreshes on every change', () => {
    const { hot, emit } = fakeHot();
    const refresh = vi.fn();
    watchDevServer(hot).connect(refresh);
    expect(refresh).not.toHaveBeenCalled();
    emit('mdd:content-update');
    emit('mdd:content-update');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('shows a content error until the content compiles again', () => {
    const { hot, emit } = fakeHot();
    watchDevServer(hot).connect(() => {});
    emit('mdd:content-error', { message: 'guide/intro.md:3:1: Unexpected end of file' });
    expect(overlayText()).toContain('The content does not compile');
    expect(overlayText()).toContain('guide/intro.md:3:1');
    emit('mdd:content-update');
    expect(overlayText()).toBeNull();
  });

  it('asks the server, once it listens, for a content error that happened before the tab connected', () => {
    const { hot, sent } = fakeHot();
    watchDevServer(hot);
    expect(sent).toEqual([
      'mdd:content-status (after mdd:content-update, mdd:content-error, vite:error, vite:afterUpdate)',
    ]);
  });

  it('shows a code error with its file and frame until Vite applies an update', () => {
    const { hot, emit } = fakeHot();
    watchDevServer(hot).connect(() => {});
    emit('vite:error', {
      err: { id: '/site/src/Card.tsx', message: 'Unexpected token', frame: '> 1 | <div' },
    });
    expect(overlayText()).toContain('The site code does not compile');
    expect(overlayText()).toContain('/site/src/Card.tsx');
    expect(overlayText()).toContain('> 1 | <div');
    emit('vite:afterUpdate');
    expect(overlayText()).toBeNull();
  });
});
