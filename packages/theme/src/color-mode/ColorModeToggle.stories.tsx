import type { Meta, StoryObj } from '@storybook/react';
import { dark } from '../../.storybook/modes.js';
import { ColorModeToggle } from './ColorModeToggle.js';

const meta = { title: 'Color mode/ColorModeToggle', component: ColorModeToggle } satisfies Meta<
  typeof ColorModeToggle
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: dark };
