import type { Meta, StoryObj } from '@storybook/react';
import { dark, mobile } from '../../.storybook/modes.js';
import { apiTagsPage, highUsageTagPage, universalParametersPage } from '../fixtures/index.js';
import { CategoryIndexPage } from './CategoryIndexPage.js';
import { Page } from './Page.js';
import { TagPage } from './TagPage.js';
import { TagsIndexPage } from './TagsIndexPage.js';

const meta = { title: 'Doc/Index pages' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {
  render: () => <CategoryIndexPage page={universalParametersPage} />,
  parameters: { route: universalParametersPage.route },
};
export const CategoryDarkMobile: Story = { ...Category, globals: { ...dark, ...mobile } };
export const CategoryEmpty: Story = {
  render: () => <CategoryIndexPage page={{ ...universalParametersPage, cards: [] }} />,
};

export const Tags: Story = {
  render: () => <TagsIndexPage page={apiTagsPage} />,
  parameters: { route: apiTagsPage.route },
};
export const TagsEmpty: Story = { render: () => <TagsIndexPage page={{ ...apiTagsPage, tagList: [] }} /> };
export const TagsDark: Story = { ...Tags, globals: dark };

export const Tag: Story = {
  render: () => <TagPage page={highUsageTagPage} />,
  parameters: { route: highUsageTagPage.route },
};
export const TagMobile: Story = { ...Tag, globals: mobile };

/** `Page` without data: the not-found page (or the `NotFound` override). */
export const UnknownPage: Story = { render: () => <Page page={undefined} /> };
