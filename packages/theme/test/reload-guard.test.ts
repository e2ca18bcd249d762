import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearReloadGuard, reloadOnce } from '../src/reload-guard.js';

afterEach(() => sessionStorage.clear());

describe('reloadOnce', () => {
  it('loads a URL afresh once, then not again until a page has loaded', () => {
    const assign = vi.fn();
    expect(reloadOnce('https://docs.example/a', assign)).toBe(true);
    expect(reloadOnce('https://docs.example/a', assign)).toBe(false);
    expect(reloadOnce('https://docs.example/b', assign)).toBe(true);
    clearReloadGuard();
    expect(reloadOnce('https://docs.example/b', assign)).toBe(true);
    expect(assign.mock.calls).toEqual([
      ['https://docs.example/a'],
      ['https://docs.example/b'],
      ['https://docs.example/b'],
    ]);
  });

  it('does not reload offline, where the browser would replace the page with its own error', () => {
    const assign = vi.fn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnce('https://docs.example/a', assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('does not reload without sessionStorage (no guard against a loop)', () => {
    const assign = vi.fn();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    expect(reloadOnce('https://docs.example/a', assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
