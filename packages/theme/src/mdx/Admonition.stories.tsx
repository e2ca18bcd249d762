import type { Meta, StoryObj } from '@storybook/react';
import { inContent } from '../../.storybook/decorators.js';
import { dark, mobile } from '../../.storybook/modes.js';
import { h, root } from '../fixtures/hast.js';
import { MdxContent } from './MdxContent.js';

const types = ['note', 'tip', 'info', 'caution', 'warning', 'danger'];

const allTypes = root(
  ...types.map((type) =>
    h(
      'Admonition',
      { type },
      h(
        'p',
        {},
        `A ${type} with `,
        h('a', { href: '/docs-staging/api/authentication' }, 'a link'),
        ' and ',
        h('code', {}, 'code'),
        '.',
      ),
    ),
  ),
);

const meta = {
  title: 'MDX/Admonition',
  component: MdxContent,
  args: { content: allTypes },
  decorators: [inContent],
} satisfies Meta<typeof MdxContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = {};
export const AllTypesDark: Story = { globals: dark };

export const CustomTitle: Story = {
  args: {
    content: root(
      h(
        'Admonition',
        { type: 'info', title: 'Premium Formula' },
        h('p', {}, 'This formula needs a paid plan.'),
      ),
      h(
        'Admonition',
        { type: 'caution', title: 'Coming Soon' },
        h('p', {}, 'Options greeks are on the way.'),
      ),
    ),
  },
};

export const Nested: Story = {
  args: {
    content: root(
      h(
        'Admonition',
        { type: 'warning' },
        h('p', {}, 'Outer warning.'),
        h('Admonition', { type: 'tip' }, h('p', {}, 'A tip inside the warning.')),
      ),
    ),
  },
  globals: mobile,
};
