import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
