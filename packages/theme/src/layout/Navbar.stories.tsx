import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { dark, mobile } from '../../.storybook/modes.js';
import { candlesPage, longLabelConfig, menusConfig } from '../fixtures/index.js';
import { Navbar } from './Navbar.js';

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  args: { sidebar: candlesPage.sidebar },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: dark };
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
export const LongLabels: Story = { parameters: { themeConfig: longLabelConfig } };
export const Mobile: Story = { globals: mobile };

export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
  },
};

export const MobileMenuOpenDark: Story = { ...MobileMenuOpen, globals: { ...mobile, ...dark } };

export const DropdownOpen: Story = {
  parameters: { themeConfig: menusConfig, route: '/sdk/go' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SDKs' }));
  },
};

export const DropdownInMobileMenu: Story = {
  ...MobileMenuOpen,
  parameters: { themeConfig: menusConfig },
};
