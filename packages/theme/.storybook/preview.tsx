import type { Decorator, Preview } from '@storybook/react';
import { FORCE_REMOUNT } from 'storybook/internal/core-events';
import { addons, useEffect, useGlobals, useRef } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import '../src/styles/index.css';
import './preview.css';
import type { ThemeConfig } from '../src/config.js';
import { themeConfig } from '../src/fixtures/index.js';
import { ThemeProvider } from '../src/provider/ThemeProvider.js';
import { colorModeStorageKey } from '../src/storage-keys.js';
import { DocsStory, docsFrameParameter } from './docs-story.js';
import { installFakeServer } from './fake-server.js';
import { storyNavigation } from './navigation.js';

// Play functions wait up to 15 s for what they look for (search results, a menu), not Testing
// Library's 1 s: a docs page loads a frame per played story at once, and on a busy machine the
// later ones took longer, failed their play function and showed an error instead of the story.
configure({ asyncUtilTimeout: 15_000 });

const isMode = (value: unknown): value is 'light' | 'dark' => value === 'light' || value === 'dark';

/**
 * Every story renders inside `ThemeProvider` with the site's configuration (or
 * `parameters.themeConfig`), a fake router at `parameters.route` and the colour mode of the
 * toolbar. A colour mode chosen inside the story (its toggle) becomes the toolbar's, so the two
 * never disagree.
 */
const withTheme: Decorator = (Story, context) => {
  const [globals, updateGlobals] = useGlobals();
  const mode = globals.colorMode === 'dark' ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', mode);
  localStorage.setItem(colorModeStorageKey, mode);
  useEffect(() => {
    // In a story's own frame on a docs page the toolbar is the docs page's: it is not switched.
    if (new URLSearchParams(window.location.search).has(docsFrameParameter)) return;
    const html = document.documentElement;
    const follow = () => {
      const chosen = html.getAttribute('data-theme');
      if (isMode(chosen) && chosen !== mode) updateGlobals({ colorMode: chosen });
    };
    // Effects start once the story has rendered and played: a play function may have switched already.
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(html, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [mode]);
  const config = (context.parameters.themeConfig as ThemeConfig | undefined) ?? themeConfig;
  const route = (context.parameters.route as string | undefined) ?? '/api/stocks/candles';
  return (
    <ThemeProvider config={config} navigation={storyNavigation(route)}>
      <Story />
    </ThemeProvider>
  );
};

/**
 * A story whose play function sets its state (a menu opened, keys pressed, a query typed) is
 * rendered anew and played again when one of its args changes (in Controls, or sent to its frame
 * on a docs page by `docs-story.tsx`): Storybook would only render it again, and the state its play
 * function set would stay as it was or be lost.
 */
const withReplayOnArgs: Decorator = (Story, context) => {
  const previous = useRef<Record<string, unknown> | undefined>(undefined);
  const { args, id, viewMode } = context;
  const { playFunction } = context as { playFunction?: unknown };
  useEffect(() => {
    const before = previous.current;
    previous.current = args;
    if (!before || !playFunction || viewMode !== 'story') return;
    if (Object.keys({ ...before, ...args }).some((name) => before[name] !== args[name]))
      addons.getChannel().emit(FORCE_REMOUNT, { storyId: id });
  });
  return <Story />;
};

/**
 * Controls only for what a designer types or picks (text, numbers, switches, choices): page data,
 * HAST trees, sidebars and React nodes stay in the props table, out of the Controls panel. An arg
 * with no type of its own (a React node such as `Layout`'s `children`, which the props table leaves
 * out) would get a JSON editor from its value: it gets none. A story whose `render` takes no args
 * shows no controls at all, since changing them would change nothing.
 */
const noRawDataControls: NonNullable<Preview['argTypesEnhancers']>[number] = ({
  argTypes,
  initialArgs,
  parameters,
}) => {
  const all = { ...argTypes };
  for (const [name, value] of Object.entries(initialArgs ?? {}))
    if (!all[name] && !editable.has(typeof value)) all[name] = { name, control: false };
  return Object.fromEntries(
    Object.entries(all).map(([name, argType]) => [
      name,
      parameters.__isArgsStory === false ||
      (argType.control === undefined && !editable.has(argType.type?.name ?? ''))
        ? { ...argType, control: false }
        : argType,
    ]),
  );
};
const editable = new Set(['string', 'number', 'boolean', 'enum']);

const preview: Preview = {
  decorators: [withReplayOnArgs, withTheme],
  argTypesEnhancers: [noRawDataControls],
  beforeEach: installFakeServer,
  // A docs page (props table, usage note, every story) for every component.
  tags: ['autodocs'],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: { title: 'Colour mode', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'fullscreen',
    // Phone-width stories and stories with a play function in a frame of their own on docs pages.
    // Every story there has the toolbar of the primary one (reload, zoom in, out and reset): the
    // Storybook toolbar has no zoom on docs pages, and a designer zooms into any story shown.
    docs: { components: { Story: DocsStory }, canvas: { withToolbar: true } },
    controls: { sort: 'requiredFirst', expanded: true },
    options: {
      storySort: {
        order: ['Foundations', ['Overview', 'Colours', 'Typography', 'Spacing, radii and shadows']],
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // The accessibility panel: the WCAG 2.1 AA rules and best practices, colour contrast included.
    a11y: {
      options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    },
  },
};

export default preview;
