import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { apiTagsPage, highUsageTagPage, universalParametersPage } from '../fixtures/index.js';
import { CategoryIndexPage } from './CategoryIndexPage.js';
import { Page } from './Page.js';
import { TagPage } from './TagPage.js';
import { TagsIndexPage } from './TagsIndexPage.js';

const meta = {
  title: 'Doc/Index pages',
  component: CategoryIndexPage,
  subcomponents: { TagsIndexPage, TagPage },
  parameters: usage(
    'Pages the pipeline generates: a category’s cards, the index of every tag with its count, one tag’s pages.',
    'Their texts come from `_category_.json` and front matter. **Don’t** write a page by hand for a list that one',
    'of these already shows.',
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Category: Story = {
  render: () => <CategoryIndexPage page={universalParametersPage} />,
  parameters: { route: universalParametersPage.route },
};
export const CategoryMobile: Story = { ...Category, globals: mobile };
export const CategoryEmpty: Story = {
  render: () => <CategoryIndexPage page={{ ...universalParametersPage, cards: [] }} />,
};

export const Tags: Story = {
  render: () => <TagsIndexPage page={apiTagsPage} />,
  parameters: { route: apiTagsPage.route },
};
export const TagsEmpty: Story = { render: () => <TagsIndexPage page={{ ...apiTagsPage, tagList: [] }} /> };

export const Tag: Story = {
  render: () => <TagPage page={highUsageTagPage} />,
  parameters: { route: highUsageTagPage.route },
};
export const TagMobile: Story = { ...Tag, globals: mobile };

/** `Page` without data: the not-found page (or the `NotFound` override). */
export const UnknownPage: Story = { render: () => <Page page={undefined} /> };
