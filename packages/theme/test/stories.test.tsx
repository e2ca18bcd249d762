import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react';
import { act } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.js';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });
const project = setProjectAnnotations([preview]);

/**
 * jsdom has no layout, so no computed colours (contrast is tested on the tokens in styles.test.ts),
 * and its iframes cannot answer axe's frame messages (the YouTube embeds).
 */
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } }, iframes: false };

beforeAll(project.beforeAll);

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each(Object.entries(modules))('%s', (_, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;

  it.each(stories)('%s renders accessibly without console errors', async (_name, Story) => {
    const errors = vi.spyOn(console, 'error');
    const canvasElement = document.createElement('div');
    document.body.append(canvasElement);
    await Story.run({ canvasElement });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    if (Story.parameters.rendersNothing) expect(canvasElement).toBeEmptyDOMElement();
    else expect(canvasElement).not.toBeEmptyDOMElement();
    const results = await axe.run(canvasElement, axeOptions);
    expect(
      results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => n.html) })),
    ).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
