import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { Navbar } from '../layout/Navbar.js';
import { createFakeSearchClient } from './fake-search-client.js';
import { SearchButton } from './SearchButton.js';
import { withSearchClient } from './story-helpers.js';

const meta = {
  title: 'Search/SearchButton',
  component: SearchButton,
  parameters: usage(
    'The navbar’s search field look-alike: opens the search modal, as do Ctrl/⌘ K and `/`. Below 997 px it is an',
    'icon. The modal’s code loads on first use.',
  ),
  decorators: [withSearchClient(createFakeSearchClient())],
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Below 997 px the button is an icon. */
export const Mobile: Story = { globals: mobile };

/** In the navbar, between the section links and the colour mode toggle. */
export const InNavbar: Story = { render: () => <Navbar search={<SearchButton />} /> };
export const InNavbarMobile: Story = { ...InNavbar, globals: mobile };
