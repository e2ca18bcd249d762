import type { Decorator, Preview } from '@storybook/react';
import '../src/styles/index.css';
import type { ThemeConfig } from '../src/config.js';
import { themeConfig } from '../src/fixtures/index.js';
import { ThemeProvider } from '../src/provider/ThemeProvider.js';
import { colorModeStorageKey } from '../src/storage-keys.js';
import { installFakeServer } from './fake-server.js';
import { storyNavigation } from './navigation.js';

/**
 * Every story renders inside `ThemeProvider` with the site's configuration (or
 * `parameters.themeConfig`), a fake router at `parameters.route` and the colour mode of the
 * toolbar (or the story's `globals.colorMode`).
 */
const withTheme: Decorator = (Story, context) => {
  const mode = context.globals.colorMode === 'dark' ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', mode);
  localStorage.setItem(colorModeStorageKey, mode);
  const config = (context.parameters.themeConfig as ThemeConfig | undefined) ?? themeConfig;
  const route = (context.parameters.route as string | undefined) ?? '/api/stocks/candles';
  return (
    <ThemeProvider config={config} navigation={storyNavigation(route)}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  beforeEach: installFakeServer,
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: { title: 'Colour mode', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
