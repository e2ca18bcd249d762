import type { Meta, StoryObj } from '@storybook/react';
import { dark, mobile } from '../../.storybook/modes.js';
import { h, root } from '../fixtures/hast.js';
import { announcementBar, themeConfig } from '../fixtures/index.js';
import { AnnouncementBar } from './AnnouncementBar.js';

const meta = {
  title: 'Layout/AnnouncementBar',
  component: AnnouncementBar,
  parameters: { themeConfig: { ...themeConfig, announcementBar } },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: dark };

export const LongText: Story = {
  globals: mobile,
  parameters: {
    themeConfig: {
      ...themeConfig,
      announcementBar: {
        id: 'long',
        content: root(
          h(
            'p',
            {},
            'Scheduled maintenance: on Saturday between 02:00 and 04:00 UTC the historical endpoints answer slowly and bulk requests may be queued. ',
            h('a', { href: 'https://www.marketdata.app/status/' }, 'System status'),
          ),
        ),
      },
    },
  },
};

export const NotDismissible: Story = {
  parameters: {
    themeConfig: { ...themeConfig, announcementBar: { ...announcementBar, dismissible: false } },
  },
};
