// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot, useStorageSlot } from '../src/docusaurus-client/storage.js';

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

/** Every value of the cookie consent key it rendered, and its slot. */
const seen: Array<string | null> = [];
let consentSlot: ReturnType<typeof createStorageSlot> | undefined;
function Consent() {
  const [value, storage] = useStorageSlot('docusaurus.cookieConsent');
  seen.push(value);
  consentSlot = storage;
  return null;
}

describe('useStorageSlot (as @docusaurus/theme-common exports it)', () => {
  it('renders the value of its key, again when it is set or deleted here or in another tab', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    seen.length = 0;
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Consent)));
    expect(seen.at(-1)).toBeNull();
    await act(async () => consentSlot?.set('true'));
    expect(seen.at(-1)).toBe('true');
    await act(async () => {
      localStorage.setItem('docusaurus.cookieConsent', 'false');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'docusaurus.cookieConsent', newValue: 'false' }),
      );
    });
    expect(seen.at(-1)).toBe('false');
    await act(async () => consentSlot?.del());
    expect(seen.at(-1)).toBeNull();
    await act(async () => root.unmount());
  });
});
