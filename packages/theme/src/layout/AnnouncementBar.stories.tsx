import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { h, root } from '../fixtures/hast.js';
import { announcementBar, themeConfig } from '../fixtures/index.js';
import { AnnouncementBar } from './AnnouncementBar.js';

const meta = {
  title: 'Layout/AnnouncementBar',
  component: AnnouncementBar,
  parameters: {
    themeConfig: { ...themeConfig, announcementBar },
    ...usage(
      'One line above the navbar for news (`announcementBar` in the site configuration); closing it is remembered per',
      'bar id. **Use** one short sentence with at most one link. **Don’t** use it for errors or for something every',
      'reader must do: it can be closed.',
    ),
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

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
