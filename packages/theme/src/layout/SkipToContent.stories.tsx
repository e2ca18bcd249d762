import type { Meta, StoryObj } from '@storybook/react';
import { within } from 'storybook/test';
import { usage } from '../../.storybook/usage.js';
import { mainContentId, SkipToContent } from './SkipToContent.js';

const meta = {
  title: 'Layout/SkipToContent',
  component: SkipToContent,
  parameters: usage(
    'The first focusable element of every page: hidden until it has focus, then jumps to the main content.',
    '**Don’t** put anything focusable before it.',
  ),
  render: () => (
    <>
      <SkipToContent />
      <main id={mainContentId} tabIndex={-1}>
        <p>Press Tab: the skip link appears at the top left and jumps here.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipToContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Skip to main content' }).focus();
  },
};
