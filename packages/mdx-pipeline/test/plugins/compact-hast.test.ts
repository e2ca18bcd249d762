import { describe, expect, it } from 'vitest';
import { compactHast } from '../../src/plugins/compact-hast.js';
import { compileFixture, fixturePairs, json } from '../helpers/fixtures.js';

describe('compact-hast', () => {
  fixturePairs('compact-hast', async (name) => ({
    'snap.json': json((await compileFixture('compact-hast', name)).content),
  }));

  it('drops positions and data, and whitespace only between blocks', () => {
    const position = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
    const tree = compactHast({
      type: 'root',
      children: [
        { type: 'text', value: '\n' },
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          position,
          data: { x: 1 } as never,
          children: [
            { type: 'element', tagName: 'em', properties: {}, children: [{ type: 'text', value: 'a' }] },
            { type: 'text', value: ' ', position },
            { type: 'element', tagName: 'em', properties: {}, children: [{ type: 'text', value: 'b' }] },
          ],
        },
        { type: 'text', value: '\n' },
        { type: 'element', tagName: 'Tabs', properties: {}, children: [] },
        { type: 'text', value: '\n' },
        { type: 'element', tagName: 'span', properties: {}, children: [] },
      ],
    });
    expect(tree).toEqual({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            { type: 'element', tagName: 'em', properties: {}, children: [{ type: 'text', value: 'a' }] },
            { type: 'text', value: ' ' },
            { type: 'element', tagName: 'em', properties: {}, children: [{ type: 'text', value: 'b' }] },
          ],
        },
        { type: 'element', tagName: 'Tabs', properties: {}, children: [] },
        { type: 'text', value: '\n' },
        { type: 'element', tagName: 'span', properties: {}, children: [] },
      ],
    });
  });
});
