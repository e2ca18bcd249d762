import type { Meta } from '@storybook/react';
import { describe, expect, it } from 'vitest';
import * as theme from '../src/index.js';
import * as search from '../src/search/index.js';

/** Storybook's docs pages: every public component has a props table, every story file a usage note. */
const metas = Object.entries(
  import.meta.glob<Meta>('../src/**/*.stories.tsx', { eager: true, import: 'default' }),
);

const modules = Object.entries(
  import.meta.glob<Record<string, unknown>>('../src/**/*.stories.tsx', { eager: true }),
);

/** What a story object holds (CSF 3): anything else exported from a story file is data. */
const storyKeys = new Set([
  'args',
  'argTypes',
  'beforeEach',
  'decorators',
  'globals',
  'loaders',
  'name',
  'parameters',
  'play',
  'render',
  'tags',
]);
const isStory = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => storyKeys.has(key)));

const isComponent = (name: string, value: unknown) => /^[A-Z]/.test(name) && typeof value === 'function';
const exported = new Map<string, unknown>(
  [...Object.entries(theme), ...Object.entries(search)].filter(([name, value]) => isComponent(name, value)),
);

describe('Storybook docs pages', () => {
  it('show a props table for every component the package exports', () => {
    const documented = new Set<unknown>(
      metas.flatMap(([, meta]) => [meta.component, ...Object.values(meta.subcomponents ?? {})]),
    );
    expect(exported.size).toBeGreaterThan(45);
    expect([...exported].filter(([, component]) => !documented.has(component)).map(([name]) => name)).toEqual(
      [],
    );
  });

  it.each(metas.map(([file, meta]) => [file, meta] as const))('%s has a usage note', (_, meta) => {
    const note = (meta.parameters?.docs as { description?: { component?: string } } | undefined)?.description
      ?.component;
    expect(note?.length).toBeGreaterThan(80);
  });

  it.each(modules)('%s exports stories only (any other export is listed as a story too)', (_, module) => {
    const { default: meta, ...stories } = module as { default: Meta } & Record<string, unknown>;
    const kept = (name: string) => {
      const { includeStories, excludeStories } = meta;
      const matches = (filter: typeof includeStories) =>
        Array.isArray(filter) ? filter.includes(name) : filter instanceof RegExp && filter.test(name);
      return (includeStories === undefined || matches(includeStories)) && !matches(excludeStories);
    };
    const notStories = Object.entries(stories)
      .filter(([name]) => kept(name))
      .filter(([, value]) => !isStory(value))
      .map(([name]) => name);
    expect(notStories).toEqual([]);
  });

  it.each(modules)('%s names no colour mode: the toolbar sets it, in every story', (_, module) => {
    const { default: _meta, ...stories } = module;
    // The sidebar shows a story's `name`, else its export name in words.
    const names = Object.entries(stories).map(
      ([key, story]) => (story as { name?: string }).name ?? key.replace(/(?<=[a-z])(?=[A-Z])/g, ' '),
    );
    expect(names.filter((name) => /\b(light|dark)\b/i.test(name ?? ''))).toEqual([]);
  });
});
