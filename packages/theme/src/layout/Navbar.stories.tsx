import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { mobile } from '../../.storybook/modes.js';
import { navbarItems } from '../../.storybook/story-args.js';
import { candlesPage, htmlItemsConfig, menusConfig } from '../fixtures/index.js';
import { ThemeConfigContext, useThemeConfig } from '../provider/contexts.js';
import { Navbar, type NavbarProps } from './Navbar.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarLink } from './NavbarLink.js';

interface NavbarStoryArgs extends NavbarProps {
  /** Section links on the left, separated by commas (`ThemeConfig.navbar.items` with `to`). */
  sections: string;
  /** External links on the right, separated by commas (items with `href` and `position: 'right'`). */
  externalLinks: string;
}

function NavbarWithItems({ sections, externalLinks, ...props }: NavbarStoryArgs) {
  const config = useThemeConfig();
  return (
    <ThemeConfigContext value={{ ...config, navbar: { items: navbarItems(sections, externalLinks) } }}>
      <Navbar {...props} />
    </ThemeConfigContext>
  );
}

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  subcomponents: { NavbarBrand, NavbarLink },
  argTypes: {
    sections: {
      control: 'text',
      description: 'Section links on the left, separated by commas (`navbar.items` with `to`).',
    },
    externalLinks: {
      control: 'text',
      description:
        "External links on the right, separated by commas (items with `href` and `position: 'right'`).",
    },
    sidebar: { control: false },
    sidebarFile: { control: false },
    sidebarOmitted: { control: false },
    search: { control: false },
  },
  args: {
    sections: 'API, SDKs, Sheets Add-On, Accounts & Billing',
    externalLinks: 'GitHub',
    sidebar: candlesPage.sidebar,
  },
  render: (args) => <NavbarWithItems {...args} />,
  parameters: {
    route: '/api/stocks/candles',
    docs: {
      description: {
        component: [
          'The top bar of every page: logo, section links (the current section is marked), search, colour mode and',
          'external links. Below 997 px the section links and the sidebar move into the menu. **Use** a few short section',
          'names (they come from `navbar.items` of the site configuration). **Don’t** add a link per page: the bar does',
          'not wrap, so past six or seven items at 1280 px labels break and the last ones run off its end (Many Items).',
        ].join(' '),
      },
    },
  },
} satisfies Meta<NavbarStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change the section and external links in Controls. */
export const Default: Story = {};
export const SheetsActive: Story = { parameters: { route: '/sheets/stocks/stockdata' } };
export const WithSearch: Story = {
  args: {
    search: (
      <button type="button" className="mdd-button mdd-button--outline mdd-button--small">
        Search docs
      </button>
    ),
  },
};

/**
 * Far more items than the site has. The bar does not wrap: long labels break onto lines taller than
 * the bar and the last items run off its end. Keep to a handful of short labels.
 */
export const ManyItems: Story = {
  args: {
    sections:
      'API, SDKs, Sheets Add-On, Accounts & Billing, Guides, Tutorials, Changelog, Status, Pricing, Support',
    externalLinks: 'GitHub, Discord, Blog',
  },
};
export const LongLabels: Story = {
  args: {
    sections:
      'Market Data API Reference, Software Development Kits, Google Sheets Add-On, Accounts Plans & Billing',
    externalLinks: 'GitHub Repository',
  },
};
export const Mobile: Story = { globals: mobile };

export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
  },
};

/** The dropdown stories show the links of `menusConfig`: the link controls would change nothing. */
const configLinks = {
  sections: { control: false, table: { disable: true } },
  externalLinks: { control: false, table: { disable: true } },
} as const;

/** A dropdown (`{ label, items }`) opened: a migrated Docusaurus site's navbar has them. */
export const DropdownOpen: Story = {
  argTypes: configLinks,
  render: ({ sections: _sections, externalLinks: _links, ...args }) => <Navbar {...args} />,
  parameters: { themeConfig: menusConfig, route: '/sdk/go' },
  play: async ({ canvasElement }) => {
    // At phone width the navbar's links live in the menu: see DropdownInMobileMenu.
    if (window.innerWidth <= 996) return;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SDKs' }));
  },
};

/** In the mobile menu a dropdown's links are listed under its label. */
export const DropdownInMobileMenu: Story = {
  ...MobileMenuOpen,
  argTypes: configLinks,
  render: ({ sections: _sections, externalLinks: _links, ...args }) => <Navbar {...args} />,
  parameters: { themeConfig: menusConfig },
};

/**
 * An HTML item (`{ html, position }`, a migrated Docusaurus site's `type: 'html'`), shown as it is,
 * and a link labelled with HTML (`labelHtml`, a Docusaurus link's `html`): API in bold.
 */
export const HtmlItem: Story = {
  argTypes: configLinks,
  render: ({ sections: _sections, externalLinks: _links, ...args }) => <Navbar {...args} />,
  parameters: { themeConfig: htmlItemsConfig },
};

/** HTML in a dropdown (a Docusaurus site's `type: 'html'` item there): a rule between groups of links. */
export const HtmlInDropdown: Story = {
  argTypes: configLinks,
  render: ({ sections: _sections, externalLinks: _links, ...args }) => <Navbar {...args} />,
  parameters: { themeConfig: htmlItemsConfig, route: '/sdk/go' },
  play: DropdownOpen.play,
};

/** In the mobile menu an HTML item is listed with the links, and a dropdown's HTML under its label. */
export const HtmlItemInMobileMenu: Story = {
  ...MobileMenuOpen,
  argTypes: configLinks,
  render: ({ sections: _sections, externalLinks: _links, ...args }) => <Navbar {...args} />,
  parameters: { themeConfig: htmlItemsConfig },
};
