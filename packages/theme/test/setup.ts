import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// CI runs every package's tests at once on two cores: a result that needs a debounce and a render
// can take over the default second to show there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  const html = document.documentElement;
  html.removeAttribute('data-theme');
  html.removeAttribute('data-announcement-dismissed');
  html.removeAttribute('style');
});
