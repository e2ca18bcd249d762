import type { Parent } from 'unist';
import { describe, expect, it } from 'vitest';
import { SKIP, walk, walkType } from '../../src/plugins/walk.js';

type TestNode = { type: string; value?: string; children?: TestNode[] };

function tree(): Parent & { children: TestNode[] } {
  return {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'a' },
          { type: 'emphasis', children: [{ type: 'text', value: 'b' }] },
        ],
      },
      { type: 'list', children: [{ type: 'text', value: 'c' }] },
      { type: 'text', value: 'd' },
    ],
  } as Parent & { children: TestNode[] };
}

const names = (node: TestNode) => node.value ?? node.type;

describe('walk', () => {
  it('visits every node below the root, parents first, with index and parent', () => {
    const seen: string[] = [];
    walk<TestNode>(tree(), (node, index, parent) => {
      seen.push(`${names(node)}@${index} in ${parent.type}`);
    });
    expect(seen).toEqual([
      'paragraph@0 in root',
      'a@0 in paragraph',
      'emphasis@1 in paragraph',
      'b@0 in emphasis',
      'list@1 in root',
      'c@0 in list',
      'd@2 in root',
    ]);
  });

  it('does not enter a node after SKIP', () => {
    const seen: string[] = [];
    walk<TestNode>(tree(), (node) => {
      seen.push(names(node));
      return node.type === 'paragraph' ? SKIP : undefined;
    });
    expect(seen).toEqual(['paragraph', 'list', 'c', 'd']);
  });

  it('goes on at the index returned, so replaced nodes are visited', () => {
    const root = tree();
    const seen: string[] = [];
    walk<TestNode>(root, (node, index, parent) => {
      seen.push(names(node));
      if (node.type !== 'list') return undefined;
      (parent.children as TestNode[]).splice(
        index,
        1,
        { type: 'text', value: 'x' },
        { type: 'text', value: 'y' },
      );
      return [SKIP, index];
    });
    expect(seen).toEqual(['paragraph', 'a', 'emphasis', 'b', 'list', 'x', 'y', 'd']);
    expect(root.children.map(names)).toEqual(['paragraph', 'x', 'y', 'd']);
  });

  it('enters the children of a node whose visitor returned only an index', () => {
    const seen: string[] = [];
    walk<TestNode>(tree(), (node, index) => {
      seen.push(names(node));
      return node.type === 'paragraph' ? index + 2 : undefined;
    });
    expect(seen).toEqual(['paragraph', 'a', 'emphasis', 'b', 'd']);
  });
});

describe('walkType', () => {
  it('calls the visitor for nodes of one type only', () => {
    const seen: string[] = [];
    walkType<TestNode>(tree(), 'text', (node) => {
      seen.push(names(node));
    });
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });
});
