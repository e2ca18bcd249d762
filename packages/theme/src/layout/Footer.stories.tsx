import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { htmlItemsConfig, menusConfig, themeConfig } from '../fixtures/index.js';
import { Footer } from './Footer.js';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: usage(
    'The bottom bar: the copyright line and links to the provider’s own pages (new tab), dark navy in both modes.',
    '**Use** a handful of links. **Don’t** repeat the navbar’s sections here.',
  ),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: mobile };
export const NoLinks: Story = {
  parameters: { themeConfig: { ...themeConfig, footer: { ...themeConfig.footer, links: [] } } },
};
export const Columns: Story = { parameters: { themeConfig: menusConfig } };
export const ColumnsMobile: Story = { parameters: { themeConfig: menusConfig }, globals: mobile };
/** HTML of the site's config (a migrated Docusaurus site's `html` links and copyright), shown as it is. */
export const HtmlItems: Story = { parameters: { themeConfig: htmlItemsConfig } };
