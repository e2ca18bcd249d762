import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { DocPage } from '../doc/DocPage.js';
import {
  announcementBar,
  candlesPage,
  homeFeatures,
  longLabelConfig,
  longLabelSidebar,
  themeConfig,
} from '../fixtures/index.js';
import { Link } from '../navigation.js';
import { ThemeProvider } from '../provider/ThemeProvider.js';
import { HomeFeatures } from './HomeFeatures.js';
import { HomeHero } from './HomeHero.js';
import { Layout } from './Layout.js';
import { MobileMenu } from './MobileMenu.js';

const meta = {
  title: 'Layout/Layout',
  component: Layout,
  subcomponents: { ThemeProvider, MobileMenu, Link },
  parameters: usage(
    'The frame of every page: skip link, announcement bar, navbar, the section’s sidebar, the main content and the',
    'footer, all inside `ThemeProvider` (configuration, router, search client, component overrides). Below 997 px the',
    'sidebar moves into `MobileMenu`. `Link` is the theme’s anchor: pages load in place, external URLs open in a new',
    'tab. **Don’t** render a page outside `Layout`: focus and the route announcement depend on it.',
  ),
  argTypes: {
    children: { description: 'The page shown in `<main>`, usually `<Page page={page} />`.' },
    // Read only after a route change (the announcement) or when a trimmed category opens: no control.
    title: { control: false },
    sidebarFile: { control: false },
  },
  args: {
    title: candlesPage.title,
    sidebar: candlesPage.sidebar,
    sidebarFile: '_sidebars/api.json',
    children: <DocPage page={candlesPage} />,
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: mobile };

export const WithAnnouncement: Story = {
  parameters: { themeConfig: { ...themeConfig, announcementBar } },
};

export const LongLabels: Story = {
  args: { sidebar: longLabelSidebar, sidebarFile: undefined },
  parameters: { themeConfig: longLabelConfig },
};

export const NoSidebar: Story = {
  args: { sidebar: undefined, sidebarFile: undefined, children: <p>Nothing but the chrome.</p> },
};

export const Home: Story = {
  args: {
    title: 'Home',
    sidebar: undefined,
    sidebarFile: undefined,
    children: (
      <>
        <HomeHero
          title={themeConfig.title}
          tagline={themeConfig.tagline}
          action={{ label: 'Get Started With Our API', href: '/docs-staging/api' }}
        />
        <HomeFeatures items={homeFeatures} />
      </>
    ),
  },
  parameters: { route: '/' },
};

export const HomeMobile: Story = { ...Home, globals: mobile };

/**
 * A right-to-left page (`<html dir="rtl" lang="ar">`, as an Arabic or Hebrew site sets it): the
 * navbar, sidebar, breadcrumbs and table of contents change sides, with their borders, badges and
 * the bar of an admonition; code still reads left to right.
 */
export const RightToLeft: Story = {
  beforeEach: () => {
    const html = document.documentElement;
    const before = { dir: html.getAttribute('dir'), lang: html.getAttribute('lang') };
    html.setAttribute('dir', 'rtl');
    html.setAttribute('lang', 'ar');
    return () => {
      for (const [name, value] of Object.entries(before)) {
        if (value === null) html.removeAttribute(name);
        else html.setAttribute(name, value);
      }
    };
  },
};
export const RightToLeftMobile: Story = { ...RightToLeft, globals: mobile };
