import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export type ColorMode = 'light' | 'dark';

/** The two widths every story is shown at: a phone and a laptop. */
export const widths = { mobile: 375, desktop: 1280 } as const;
export type WidthName = keyof typeof widths;

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

/** The stories (not docs pages) of a built Storybook, from its `index.json`. */
export async function readStories(storybookDir: string): Promise<StoryEntry[]> {
  const index = JSON.parse(await readFile(path.join(storybookDir, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium (or `CHROMIUM_PATH`), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--font-render-hinting=none',
      '--hide-scrollbars',
    ],
  });
}

export interface StoryPageOptions {
  /** Root URL of the served Storybook (ends with `/`). */
  baseUrl: string;
  mode: ColorMode;
  width: WidthName;
  /** Freeze what changes between runs: the clock, random numbers, animations, lazy images. */
  deterministic?: boolean;
}

/** What `show` found: an error message when the story failed to render or its play function threw. */
export interface ShownStory {
  error?: string;
}

/** The moment the clock of a deterministic page starts at. */
export const fixedTime = new Date('2025-06-02T14:30:00Z');

interface InPage {
  __mddShowStory(storyId: string, mode: ColorMode, timeout: number): Promise<string>;
  __mddSettle(): Promise<void>;
}

/**
 * The page side, as plain JavaScript (code that tsx or esbuild compiled would carry helpers the
 * page does not have). `__mddShowStory` resets what earlier stories left (storage, focus), sets the
 * colour mode (and turns the accessibility addon's automatic run off), switches to the story over Storybook's channel and resolves with "" once it has
 * rendered and played, or with the error. `__mddSettle` loads lazy images at once and waits (5 s at most) for fonts and images, then two frames.
 */
const inPageScript = `
window.__mddShowStory = function (storyId, mode, timeout) {
  var channel = window.__STORYBOOK_PREVIEW__.channel;
  function once(events) {
    return new Promise(function (resolve) {
      var listeners = [];
      var timer = setTimeout(function () { finish('timed out after ' + timeout + ' ms'); }, timeout);
      function finish(result) {
        listeners.forEach(function (l) { channel.off(l[0], l[1]); });
        clearTimeout(timer);
        resolve(result);
      }
      Object.keys(events).forEach(function (event) {
        var listener = function () {
          var result = events[event].apply(null, arguments);
          if (result !== false) finish(result);
        };
        channel.on(event, listener);
        listeners.push([event, listener]);
      });
    });
  }
  function message(error) {
    if (error && typeof error === 'object') return String(error.description || error.message || JSON.stringify(error));
    return String(error);
  }
  localStorage.clear();
  sessionStorage.clear();
  if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
  var store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
  var current = store && store.userGlobals && store.userGlobals.get ? store.userGlobals.get() : {};
  var globals = Promise.resolve('');
  if (current.colorMode !== mode || !(current.a11y && current.a11y.manual)) {
    globals = once({ globalsUpdated: function () { return ''; } });
    // The accessibility addon's own axe run after every story is switched off here: it would
    // double the time per story (the tests run axe themselves).
    channel.emit('updateGlobals', { globals: { colorMode: mode, a11y: { manual: true } } });
  }
  return globals.then(function () {
    var rendered = once({
      storyRendered: function (id) { return id === storyId ? '' : false; },
      storyErrored: function (error) { return 'render error: ' + message(error); },
      storyThrewException: function (error) { return 'exception: ' + message(error); },
      playFunctionThrewException: function (error) { return 'play function failed: ' + message(error); },
      storyMissing: function (id) { return id === storyId ? 'story missing' : false; },
    });
    channel.emit('setCurrentStory', { storyId: storyId, viewMode: 'story' });
    return rendered;
  });
};
window.__mddSettle = function () {
  window.scrollTo(0, 0);
  document.querySelectorAll('img[loading="lazy"]').forEach(function (img) { img.setAttribute('loading', 'eager'); });
  var settled = document.fonts.ready.then(function () {
    return Promise.all(Array.prototype.filter.call(document.images, function (img) { return !img.complete; }).map(function (img) {
      return new Promise(function (resolve) {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    }));
  });
  var patience = new Promise(function (resolve) { setTimeout(resolve, 5000); });
  return Promise.race([settled, patience]).then(function () {
    return new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(resolve); }); });
  });
};
`;

const freezeCss = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * One Chromium page on Storybook's `iframe.html` in a colour mode and at a width; `show` switches
 * stories in place (as Storybook's own test runner does), far quicker than loading each one.
 */
export class StoryPage {
  private constructor(
    readonly page: Page,
    private readonly options: StoryPageOptions,
  ) {}

  static async open(browser: Browser, options: StoryPageOptions): Promise<StoryPage> {
    const context = await browser.newContext({
      viewport: { width: widths[options.width], height: options.width === 'mobile' ? 740 : 800 },
      colorScheme: options.mode,
      reducedMotion: options.deterministic ? 'reduce' : 'no-preference',
      deviceScaleFactor: 1,
    });
    const origin = new URL(options.baseUrl).origin;
    // Only the Storybook under test: no request leaves the machine (video embeds stay blank).
    await context.route('**/*', (route) =>
      route.request().url().startsWith(origin) || route.request().url().startsWith('data:')
        ? route.continue()
        : route.abort(),
    );
    const page = await context.newPage();
    if (options.deterministic) {
      // A fake clock from a fixed moment; `show` runs its timers on by a fixed amount after each story.
      await page.clock.install({ time: fixedTime });
      await page.addInitScript(() => {
        let seed = 42;
        Math.random = () => {
          seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
          return seed / 2_147_483_648;
        };
      });
    }
    const storyPage = new StoryPage(page, options);
    await storyPage.load();
    return storyPage;
  }

  private async load(): Promise<void> {
    await this.page.goto(new URL('iframe.html?viewMode=story', this.options.baseUrl).href);
    await this.page.addScriptTag({ content: inPageScript });
    await this.page.waitForFunction(
      () =>
        (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__
          ?.storyStoreValue,
      undefined,
      { timeout: 60_000 },
    );
    if (this.options.deterministic) await this.page.addStyleTag({ content: freezeCss });
  }

  /** Renders a story (its play function included) in this page's mode; resolves once it is done. */
  async show(storyId: string, timeout = 20_000): Promise<ShownStory> {
    const failure = await this.page
      .evaluate(
        ([id, mode, ms]) =>
          (window as unknown as InPage).__mddShowStory(id as string, mode as ColorMode, ms as number),
        [storyId, this.options.mode, timeout] as const,
      )
      .catch((error: Error) => error.message);
    if (failure) {
      await this.load();
      return { error: failure };
    }
    // Whatever a story does after a delay (a progress bar after 200 ms, a "Copied" that goes away)
    // has happened by the time of every screenshot, however fast the machine.
    if (this.options.deterministic) await this.page.clock.runFor(1_000);
    await this.page.evaluate(() => (window as unknown as InPage).__mddSettle());
    return {};
  }

  /**
   * The width a story pins with `globals: { viewport: { value } }` (`mobile`), by story id. A
   * pinned story is shown at that width only: Storybook itself locks it there.
   */
  async pinnedWidths(ids: string[]): Promise<Map<string, WidthName>> {
    const pins = await this.page.evaluate(
      (storyIds) =>
        Promise.all(
          storyIds.map((storyId) =>
            (
              window as unknown as {
                __STORYBOOK_PREVIEW__: {
                  storyStoreValue: {
                    loadStory(input: {
                      storyId: string;
                    }): Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
                  };
                };
              }
            ).__STORYBOOK_PREVIEW__.storyStoreValue
              .loadStory({ storyId })
              .then((story) => [storyId, story.storyGlobals?.viewport?.value ?? ''] as const),
          ),
        ),
      ids,
    );
    return new Map(pins.filter((pin): pin is [string, WidthName] => Object.hasOwn(widths, pin[1])));
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}
