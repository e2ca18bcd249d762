// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot } from '../src/docusaurus-client/storage.js';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('createStorageSlot (as @docusaurus/theme-common exports it)', () => {
  it('reads, writes and deletes one key of localStorage by default, or of sessionStorage', () => {
    const slot = createStorageSlot('docusaurus.tab.lang');
    expect(slot.get()).toBeNull();
    slot.set('python');
    expect(localStorage.getItem('docusaurus.tab.lang')).toBe('python');
    expect(slot.get()).toBe('python');
    slot.del();
    expect(slot.get()).toBeNull();
    createStorageSlot('banner', { persistence: 'sessionStorage' }).set('closed');
    expect(sessionStorage.getItem('banner')).toBe('closed');
    expect(localStorage.getItem('banner')).toBeNull();
  });

  it('keeps nothing and throws nothing without storage', () => {
    const none = createStorageSlot('k', { persistence: 'none' });
    none.set('v');
    expect(none.get()).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const blocked = createStorageSlot('k');
    expect(() => blocked.set('v')).not.toThrow();
    expect(blocked.get()).toBeNull();
  });

  it('tells a listener about changes of its key made in another tab, and stops when asked', () => {
    const onChange = vi.fn();
    const stop = createStorageSlot('k').listen(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'k', newValue: 'y' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].newValue).toBe('y');
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'k', newValue: 'z' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
