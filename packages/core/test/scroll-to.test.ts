// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { scrollToTarget } from '../src/router/scroll-to.js';

let height = 1000;
/** Where the window is: a position past the end of the document is clamped, as browsers do. */
let position = 0;
let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { get: () => height, configurable: true });
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    position = Math.max(0, Math.min(y, height - window.innerHeight));
  }) as never);
  Object.defineProperty(window, 'scrollY', { get: () => position, configurable: true });
  height = 1000;
  position = 0;
});

afterEach(() => {
  vi.useRealTimers();
  scrollTo.mockRestore();
});

it('scrolls to a position the document has room for at once, and only once', () => {
  height = 3000;
  scrollToTarget({ top: 1500 });
  vi.advanceTimersByTime(100);
  expect(scrollTo.mock.calls).toEqual([[0, 1500]]);
});

it('tries a position again at each frame until the content below has rendered', () => {
  scrollToTarget({ top: 1500 });
  vi.advanceTimersByTime(100);
  expect(position).toBe(200);
  height = 2300;
  vi.advanceTimersByTime(16);
  expect(position).toBe(1500);
  position = 1505; // a layout shift after the window got there
  vi.advanceTimersByTime(16);
  expect(position).toBe(1500);
  const calls = scrollTo.mock.calls.length;
  vi.advanceTimersByTime(1000);
  expect(scrollTo.mock.calls.length).toBe(calls);
});

it('gives up after its patience, or as soon as the reader scrolls', () => {
  scrollToTarget({ top: 1500 }, 500);
  vi.advanceTimersByTime(600);
  height = 3000;
  vi.advanceTimersByTime(600);
  expect(position).toBe(200);

  scrollTo.mockClear();
  height = 1000;
  scrollToTarget({ top: 1500 });
  window.dispatchEvent(new WheelEvent('wheel'));
  vi.advanceTimersByTime(100);
  expect(scrollTo.mock.calls).toEqual([[0, 1500]]);
  height = 3000;
  vi.advanceTimersByTime(100);
  expect(position).toBe(200);
});

it('goes to the heading a hash names, else to the top', () => {
  document.body.innerHTML = '<h2 id="réponse">Réponse</h2>';
  const heading = document.getElementById('réponse') as HTMLElement;
  heading.scrollIntoView = vi.fn();
  scrollToTarget({ hash: '#r%C3%A9ponse' });
  expect(heading.scrollIntoView).toHaveBeenCalledOnce();
  scrollToTarget({ hash: '#missing' });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
});

it('goes to the top for a hash that does not decode (a link cut short), without throwing', () => {
  document.body.innerHTML = '<h2 id="100%">Full</h2>';
  const heading = document.getElementById('100%') as HTMLElement;
  heading.scrollIntoView = vi.fn();
  expect(() => scrollToTarget({ hash: '#r%C3%A' })).not.toThrow();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollToTarget({ hash: '#100%' });
  expect(heading.scrollIntoView).toHaveBeenCalledOnce();
});

it('selects the tab that hides the heading a hash names, then goes to it', () => {
  document.body.innerHTML = `
    <div role="tablist"><button id="mac" role="tab">macOS</button><button id="windows" role="tab">Windows</button></div>
    <div role="tabpanel" aria-labelledby="mac"><h4 id="verify">Verify</h4></div>
    <div role="tabpanel" aria-labelledby="windows" hidden><h4 id="verify-1">Verify</h4></div>`;
  const windows = document.getElementById('windows') as HTMLElement;
  const panel = document.querySelector('[aria-labelledby="windows"]') as HTMLElement;
  const clicked = vi.fn();
  windows.addEventListener('click', clicked);
  const heading = document.getElementById('verify-1') as HTMLElement;
  heading.scrollIntoView = vi.fn();
  // Laid out only once its panel shows (jsdom lays nothing out).
  heading.getClientRects = () => (panel.hidden ? [] : [new DOMRect()]) as unknown as DOMRectList;
  scrollToTarget({ hash: '#verify-1' });
  expect(clicked).toHaveBeenCalledOnce();
  vi.advanceTimersByTime(100);
  expect(heading.scrollIntoView).not.toHaveBeenCalled();
  panel.hidden = false; // the app has rendered the click
  vi.advanceTimersByTime(16);
  expect(heading.scrollIntoView).toHaveBeenCalledOnce();
});
