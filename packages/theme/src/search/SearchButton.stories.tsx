import type { Meta, StoryObj } from '@storybook/react';
import { dark, desktop, mobile } from '../../.storybook/modes.js';
import { Navbar } from '../layout/Navbar.js';
import { createFakeSearchClient } from './fake-search-client.js';
import { SearchButton } from './SearchButton.js';
import { withSearchClient } from './story-helpers.js';

const meta = {
  title: 'Search/SearchButton',
  component: SearchButton,
  decorators: [withSearchClient(createFakeSearchClient())],
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: desktop };
export const Dark: Story = { globals: { ...desktop, ...dark } };
/** Below 997 px the button is an icon. */
export const Mobile: Story = { globals: mobile };
export const MobileDark: Story = { globals: { ...mobile, ...dark } };

/** In the navbar, between the section links and the colour mode toggle. */
export const InNavbar: Story = { render: () => <Navbar search={<SearchButton />} />, globals: desktop };
export const InNavbarDark: Story = { ...InNavbar, globals: { ...desktop, ...dark } };
export const InNavbarMobile: Story = { ...InNavbar, globals: mobile };
