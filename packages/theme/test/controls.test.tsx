import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.js';
import * as homeHeroStories from '../src/layout/HomeHero.stories.js';
import * as admonitionStories from '../src/mdx/Admonition.stories.js';
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

/** Another value a designer could give a control: text added, a step along, the other switch, another choice. */
function changed(value: unknown, control: string, argType: { options?: unknown[]; control?: unknown }) {
  if (control === 'select' || control === 'radio') return argType.options?.find((option) => option !== value);
  if (typeof value === 'string') return value ? `Zq ${value}` : undefined;
  if (typeof value === 'number') {
    const { max } = (argType.control ?? {}) as { max?: number };
    return max !== undefined && value + 1 > max ? value - 1 : value + 1;
  }
  if (typeof value === 'boolean') return !value;
  return undefined;
}

/** What a story shows, generated ids aside. */
async function shown(story: ComposedStory, args: Record<string, unknown> = {}): Promise<string> {
  const { container, unmount } = render(story(args));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const html = container.innerHTML.replace(/_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g, 'id');
  unmount();
  return html;
}

describe('each control changes what the story shows', () => {
  it.each(stories)('%s', async (_, story) => {
    const before = await shown(story);
    const idle: string[] = [];
    for (const [name, control] of controls(story)) {
      const value = changed(story.args[name], control, story.argTypes[name] as { options?: unknown[] });
      if (value === undefined) continue;
      if ((await shown(story, { [name]: value })) === before) idle.push(name);
    }
    expect(idle).toEqual([]);
  });
});

describe('Admonition', () => {
  it('Playground offers, and All Types shows, the Docusaurus 3 types beyond the first six', () => {
    const { Playground, AllTypes } = composeStories(admonitionStories);
    const offered = (Playground.argTypes.type as { options?: string[] }).options ?? [];
    expect(offered).toEqual(expect.arrayContaining(['note', 'danger', 'important', 'success', 'secondary']));
    render(<AllTypes />);
    const shown = screen
      .getAllByRole('note')
      .map((note) => note.querySelector('.mdd-admonition__title')?.textContent);
    expect(shown).toHaveLength(offered.length);
    expect(new Set(shown).size).toBe(offered.length);
  });
});

describe('HomeHero', () => {
  it('takes the texts of its call to action and of the link under it from Controls', () => {
    const { Default } = composeStories(homeHeroStories);
    render(<Default actionLabel="Start here" secondaryActionLabel="Read the introduction" />);
    expect(screen.getByRole('link', { name: 'Start here' })).toHaveClass('mdd-hero__action');
    expect(screen.getByRole('link', { name: 'Read the introduction' })).toHaveAttribute(
      'href',
      '/docs-staging/docs/intro',
    );
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

  it('Tabs: the group id is offered where two sets show it, and switches them together', async () => {
    const { Playground, Grouped } = composeStories(tabStories);
    expect(controls(Playground).map(([name]) => name)).not.toContain('groupId');
    expect(controls(Grouped).map(([name]) => name)).toContain('groupId');
    const selected = () => screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent);
    const { unmount } = render(<Grouped />);
    await userEvent.click(screen.getAllByRole('tab', { name: 'PHP' })[0] as HTMLElement);
    expect(selected()).toEqual(['PHP', 'PHP']);
    unmount();
    localStorage.clear();
    render(<Grouped groupId="" />);
    await userEvent.click(screen.getAllByRole('tab', { name: 'PHP' })[0] as HTMLElement);
    expect(selected()).toEqual(['PHP', 'cURL']);
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
    const { Results } = composeStories(searchModalStories);
    const { rerender } = render(<Results />);
    expect(screen.getByRole('combobox')).toHaveValue('candles');
    rerender(<Results initialQuery="quotes" />);
    expect(screen.getByRole('combobox')).toHaveValue('quotes');
  });
});

describe('SearchModal stories, whose play functions wait for whatever the query finds', () => {
  it.each([
    ['Results', /See all \d+ results/],
    ['NoResults', /Try searching for/],
    ['FetchFailure', /Unable to fetch results/],
    ['HostileQuery', /Try searching for/],
    ['RightToLeftQuery', /Try searching for/],
  ] as const)('%s shows its state once played', async (name, text) => {
    const story = composeStories(searchModalStories)[name];
    const canvasElement = document.createElement('div');
    document.body.append(canvasElement);
    await story.run({ canvasElement });
    expect(canvasElement.textContent).toMatch(text);
    expect(canvasElement.querySelector('.mdd-search-spinner')).toBeNull();
    canvasElement.remove();
  });
});
