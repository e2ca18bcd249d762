import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.js';
import * as tabStories from '../src/mdx/Tabs.stories.js';
import * as searchModalStories from '../src/search/SearchModal.stories.js';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/** Storybook's Controls panel as a designer meets it: each control changes what the story shows. */
const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });
setProjectAnnotations([preview]);

const stories = Object.entries(modules).flatMap(([file, module]) =>
  (Object.entries(composeStories(module)) as Array<[string, ComposedStory]>).map(
    ([name, story]) => [`${file.replace('../src/', '')} ${name}`, story] as const,
  ),
);

/** The Controls panel's control of an arg, or undefined when it shows none. */
function controlOf(argType: { control?: unknown }): string | undefined {
  const { control } = argType;
  if (control === false || control === undefined) return undefined;
  if (typeof control === 'string') return control;
  const { type, disable } = control as { type?: string; disable?: boolean };
  return disable ? undefined : (type ?? 'object');
}

const controls = (story: ComposedStory) =>
  Object.entries(story.argTypes)
    .map(([name, argType]) => [name, controlOf(argType)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);

describe('Controls', () => {
  it('stories exist', () => {
    expect(stories.length).toBeGreaterThan(100);
  });

  it.each(stories)('%s offers no raw data (JSON) control', (_, story) => {
    expect(controls(story).filter(([, control]) => control === 'object')).toEqual([]);
  });

  it.each(stories)('%s offers controls only when its render reads the args', (_, story) => {
    if (story.parameters.__isArgsStory) return;
    expect(controls(story)).toEqual([]);
  });
});

describe('a control read once by its component', () => {
  it('Tabs: a new first tab selects that tab', async () => {
    const { Playground } = composeStories(tabStories);
    const { rerender } = render(<Playground />);
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Playground defaultTab="PHP" />);
    expect(await screen.findByRole('tab', { name: 'PHP', selected: true })).toBeInTheDocument();
  });

  it('Tabs: a comma inside parentheses stays in its label', () => {
    const { ManyWrapping } = composeStories(tabStories);
    render(<ManyWrapping />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toHaveLength(ManyWrapping.args.count as number);
    expect(tabs).toContain('Date range (from, to, countback)');
    expect(tabs.at(-1)).toBe('Offset');
  });

  it('SearchModal: a new initial query is searched', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { Results } = composeStories(searchModalStories);
    const { rerender } = render(<Results />);
    expect(screen.getByRole('combobox')).toHaveValue('candles');
    rerender(<Results initialQuery="quotes" />);
    expect(screen.getByRole('combobox')).toHaveValue('quotes');
  });
});
