import type { Meta, StoryObj } from '@storybook/react';
import { dark, desktop, mobile } from '../../.storybook/modes.js';
import { DocPage } from '../doc/DocPage.js';
import {
  announcementBar,
  candlesPage,
  longLabelConfig,
  longLabelSidebar,
  themeConfig,
} from '../fixtures/index.js';
import { HomeFeatures } from './HomeFeatures.js';
import { homeFeatures } from './HomeFeatures.stories.js';
import { HomeHero } from './HomeHero.js';
import { Layout } from './Layout.js';

const meta = {
  title: 'Layout/Layout',
  component: Layout,
  args: {
    title: candlesPage.title,
    sidebar: candlesPage.sidebar,
    sidebarFile: '_sidebars/api.json',
    children: <DocPage page={candlesPage} />,
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };
export const DesktopDark: Story = { globals: { ...desktop, ...dark } };
export const Mobile: Story = { globals: mobile };
export const MobileDark: Story = { globals: { ...mobile, ...dark } };

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

export const HomeDarkMobile: Story = { ...Home, globals: { ...mobile, ...dark } };
