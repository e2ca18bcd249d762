// @vitest-environment jsdom
import { tabsEntryStateKey, tabsStorageKey } from '@market-data-docs/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootLoaderSource, firstInputScript } from '../src/server/boot-loader.js';

const html = document.documentElement;
const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};
/** Lets the loader finish its replay: one pressed button a task, then the search. */
const settle = async () => {
  for (let task = 0; task < 5; task++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Runs the head's first-input script and the loader on a page with a search button, a menu button, tabs and the colour toggle, as before hydration. */
function boot() {
  html.removeAttribute('data-ready');
  document.body.innerHTML =
    '<div id="root"><nav class="mdd-sidebar"></nav><button type="button" class="mdd-search-button"><span>Search docs</span></button><button type="button" class="mdd-navbar__menu-button">Menu</button><input id="field">' +
    '<button type="button" role="tab" id="python"><span>Python</span></button><button type="button" role="tab" id="go">Go</button>' +
    '<button type="button" class="mdd-color-mode-toggle">Mode</button><a href="#next">Next</a></div>';
  new Function(firstInputScript + bootLoaderSource)();
  const searches: string[] = [];
  document.addEventListener('mdd:search', (event) =>
    searches.push((event as CustomEvent<{ query: string }>).detail.query),
  );
  return searches;
}

afterEach(() => {
  // Let the listeners of this test's loader go.
  html.setAttribute('data-ready', '');
});

describe('the boot loader keeps the first input until the app is ready', () => {
  it('opens the search with the keys typed after Ctrl+K or ⌘K, in order', async () => {
    const searches = boot();
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(true);
    for (const key of 'candels') press(key);
    press('Backspace');
    press('Backspace');
    press('Backspace');
    for (const key of 'les') press(key);
    expect(press('Shift').defaultPrevented).toBe(false);
    expect(searches).toEqual([]);
    html.setAttribute('data-ready', '');
    await settle();
    expect(searches).toEqual(['candles']);
    // Ready: keys are the app's.
    expect(press('k', { metaKey: true }).defaultPrevented).toBe(false);
  });

  it('opens it with `/` unless the reader is typing in a field, and on a click of the search button', async () => {
    const searches = boot();
    const field = document.getElementById('field') as HTMLInputElement;
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    field.dispatchEvent(slash);
    expect(slash.defaultPrevented).toBe(false);
    expect(press('/').defaultPrevented).toBe(true);
    press('a');
    html.setAttribute('data-ready', '');
    await settle();
    expect(searches).toEqual(['a']);

    const clicked = boot();
    (document.querySelector('.mdd-search-button span') as HTMLElement).click();
    press('q');
    html.setAttribute('data-ready', '');
    await settle();
    expect(clicked).toEqual(['q']);
  });

  it('forgets a search closed again (Ctrl+K twice, or Esc) and lets other keys through', async () => {
    const searches = boot();
    press('k', { ctrlKey: true });
    press('x');
    press('k', { ctrlKey: true });
    expect(press('y').defaultPrevented).toBe(false);
    press('/');
    press('Escape');
    html.setAttribute('data-ready', '');
    await settle();
    expect(searches).toEqual([]);
  });

  it('keeps Enter typed after the text, so the app runs the search once; keys after it are the page’s', async () => {
    boot();
    const details: unknown[] = [];
    const onSearch = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener('mdd:search', onSearch);
    press('/');
    // Enter on an empty box does nothing, as in the dialog, and never reaches the page.
    expect(press('Enter').defaultPrevented).toBe(true);
    for (const key of 'candles') press(key);
    expect(press('Enter').defaultPrevented).toBe(true);
    expect(press('x').defaultPrevented).toBe(false);
    expect(press('Enter').defaultPrevented).toBe(false);
    html.setAttribute('data-ready', '');
    await settle();
    document.removeEventListener('mdd:search', onSearch);
    expect(details).toEqual([{ query: 'candles', enter: true }]);
  });

  /** Three code tabs in the app's root: each tab by name, and a key pressed on the focused element. */
  const tabList = () => {
    const list = document.createElement('div');
    list.setAttribute('role', 'tablist');
    list.innerHTML = ['http', 'python', 'go']
      .map((name) => `<button type="button" role="tab" id="t-${name}">${name}</button>`)
      .join('');
    document.getElementById('root')?.append(list);
    const tab = (name: string) => document.getElementById(`t-${name}`) as HTMLElement;
    const arrow = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      (document.activeElement as HTMLElement).dispatchEvent(event);
      return event;
    };
    return { list, tab, arrow };
  };

  it('moves along the tabs with Left/Right/Home/End, focusing the tab and selecting it once ready', async () => {
    boot();
    const { list, tab, arrow } = tabList();
    const clicks: string[] = [];
    list.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).id));
    tab('http').focus();
    expect(arrow('ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(tab('python'));
    arrow('ArrowRight');
    arrow('ArrowRight');
    expect(document.activeElement).toBe(tab('http'));
    arrow('End');
    arrow('ArrowLeft');
    expect(document.activeElement).toBe(tab('python'));
    expect(arrow('ArrowDown').defaultPrevented).toBe(false);
    expect(clicks).toEqual([]);
    html.setAttribute('data-ready', '');
    await settle();
    expect(clicks).toEqual(['t-python', 't-go', 't-http', 't-go', 't-python']);
  });

  it('moves along the tabs the way a right-to-left page reads: Left to the next tab', () => {
    boot();
    html.setAttribute('dir', 'rtl');
    try {
      const { tab, arrow } = tabList();
      tab('http').focus();
      arrow('ArrowLeft');
      expect(document.activeElement).toBe(tab('python'));
      arrow('ArrowRight');
      arrow('ArrowRight');
      expect(document.activeElement).toBe(tab('go'));
    } finally {
      html.removeAttribute('dir');
    }
  });

  it('keeps a character typed with AltGr, or with Option on a Mac; not an Alt or Ctrl+Alt shortcut', async () => {
    const altGr = (key: string) =>
      press(key, { ctrlKey: true, altKey: true, modifierAltGraph: true } as KeyboardEventInit);
    const searches = boot();
    press('/');
    press('a');
    expect(altGr('@').defaultPrevented).toBe(true);
    expect(press('d', { altKey: true }).defaultPrevented).toBe(false);
    expect(press('x', { ctrlKey: true, altKey: true }).defaultPrevented).toBe(false);
    press('b');
    html.setAttribute('data-ready', '');
    await settle();
    expect(searches).toEqual(['a@b']);

    const platform = vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const onMac = boot();
    platform.mockRestore();
    press('/');
    expect(press('€', { altKey: true }).defaultPrevented).toBe(true);
    html.setAttribute('data-ready', '');
    await settle();
    expect(onMac).toEqual(['€']);
  });

  it('keeps the text pasted into the search asked for, without its line breaks; not a paste before', async () => {
    const searches = boot();
    const paste = (text: string) => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
      document.body.dispatchEvent(event);
      return event;
    };
    expect(paste('ignored').defaultPrevented).toBe(false);
    press('k', { ctrlKey: true });
    press('v', { ctrlKey: true });
    expect(paste('bulk\ncandles').defaultPrevented).toBe(true);
    press(' ');
    press('2');
    html.setAttribute('data-ready', '');
    await settle();
    expect(searches).toEqual(['bulkcandles 2']);
  });

  it('presses the menu button again once the app is ready', async () => {
    boot();
    const menu = document.querySelector('.mdd-navbar__menu-button') as HTMLButtonElement;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    menu.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const onClick = vi.fn();
    menu.addEventListener('click', onClick);
    html.setAttribute('data-ready', '');
    await settle();
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('the boot loader presses again the buttons clicked before the app was ready', () => {
  const click = (selector: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    (document.querySelector(selector) as HTMLElement).dispatchEvent(event);
    return event;
  };

  it('clicks every button of the app again, in order, skipping those no longer in the page', async () => {
    boot();
    const clicked: string[] = [];
    document.getElementById('root')?.addEventListener('click', (event) => {
      clicked.push((event.target as HTMLElement).closest('button')?.id ?? '');
    });
    expect(click('#python span').defaultPrevented).toBe(true);
    click('#go');
    click('#python');
    expect(clicked).toEqual([]);
    const go = document.getElementById('go') as HTMLElement;
    html.setAttribute('data-ready', '');
    go.remove();
    await settle();
    expect(clicked).toEqual(['python', 'python']);
  });

  it('lets the app render each click before the next, so a toggle pressed twice ends where it began', async () => {
    boot();
    const seen: string[] = [];
    // The app renders a click in a microtask, as React does.
    document.getElementById('python')?.addEventListener('click', () => {
      seen.push('click');
      queueMicrotask(() => seen.push('render'));
    });
    click('#python');
    click('#python');
    html.setAttribute('data-ready', '');
    await settle();
    expect(seen).toEqual(['click', 'render', 'click', 'render']);
  });

  it('leaves links, the colour toggle and buttons outside the app alone', async () => {
    boot();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="outside">x</button>');
    expect(click('a').defaultPrevented).toBe(false);
    expect(click('.mdd-color-mode-toggle').defaultPrevented).toBe(false);
    expect(click('#outside').defaultPrevented).toBe(false);
  });
});

describe('the boot loader selects the tab the app will select, before the first paint', () => {
  const tabs = (attributes: string) =>
    `<div class="mdd-tabs" ${attributes}><div role="tablist">` +
    '<button role="tab" data-value="http" aria-selected="true" tabindex="0">HTTP</button>' +
    '<button role="tab" data-value="go" aria-selected="false" tabindex="-1">Go</button></div>' +
    '<div role="tabpanel">GET</div><div role="tabpanel" hidden>go get</div></div>';
  const selected = (index: number) =>
    [...(document.querySelectorAll('.mdd-tabs')[index]?.querySelectorAll('[role="tab"]') ?? [])].map(
      (tab) => `${tab.getAttribute('aria-selected')} ${(tab as HTMLElement).tabIndex}`,
    );
  const shown = (index: number) =>
    [...(document.querySelectorAll('.mdd-tabs')[index]?.querySelectorAll('[role="tabpanel"]') ?? [])].map(
      (panel) => !(panel as HTMLElement).hidden,
    );

  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("selects the reader's remembered tab of a group (the theme's key), and the one the URL names first", () => {
    localStorage.setItem(tabsStorageKey('request'), 'go');
    localStorage.setItem(tabsStorageKey('os'), 'go');
    window.history.replaceState(null, '', '/?os=http');
    document.body.innerHTML = `${tabs('data-group="request"')}${tabs('data-group="os" data-query="os"')}${tabs('')}`;
    new Function(bootLoaderSource)();
    expect([selected(0), shown(0)]).toEqual([
      ['false -1', 'true 0'],
      [false, true],
    ]);
    expect([selected(1), shown(1)]).toEqual([
      ['true 0', 'false -1'],
      [true, false],
    ]);
    expect([selected(2), shown(2)]).toEqual([
      ['true 0', 'false -1'],
      [true, false],
    ]);
  });

  it("selects the tab the history entry kept for each block without a group (the theme's key), by its place", () => {
    window.history.replaceState({ mddKey: 'a', [tabsEntryStateKey]: { 1: 'go', 2: 'go' } }, '');
    document.body.innerHTML = `${tabs('')}${tabs('')}${tabs('data-group="request"')}`;
    new Function(bootLoaderSource)();
    expect([selected(0), selected(1), selected(2)]).toEqual([
      ['true 0', 'false -1'],
      ['false -1', 'true 0'],
      ['true 0', 'false -1'],
    ]);
    expect(shown(1)).toEqual([false, true]);
  });

  it('keeps the default for a value the tabs do not have', () => {
    localStorage.setItem('mdd:tabs:request', 'python');
    window.history.replaceState(null, '', '/?os=python');
    document.body.innerHTML = tabs('data-group="request" data-query="os"');
    new Function(bootLoaderSource)();
    expect([selected(0), shown(0)]).toEqual([
      ['true 0', 'false -1'],
      [true, false],
    ]);
  });
});

describe('the boot loader starts the app', () => {
  it("fetches a site page's chunks beside the entry, as it starts the app", () => {
    const loader = document.createElement('script');
    loader.setAttribute('data-entry', '/docs/assets/entry-client-a.js');
    loader.setAttribute('data-preload', '/docs/assets/pages-b.js /docs/assets/about-c.js');
    document.head.append(loader);
    Object.defineProperty(document, 'currentScript', { value: loader, configurable: true });
    // A page in a background tab starts at once.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      new Function(bootLoaderSource)();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
      Reflect.deleteProperty(document, 'visibilityState');
    }
    const started = [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')];
    expect(started.map((element) => element.getAttribute('href') ?? element.getAttribute('src'))).toEqual([
      '/docs/assets/pages-b.js',
      '/docs/assets/about-c.js',
      '/docs/assets/entry-client-a.js',
    ]);
  });
});
