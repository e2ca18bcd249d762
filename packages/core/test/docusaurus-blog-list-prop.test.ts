import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogOptions } from '../src/docusaurus/blog.js';
import { blogListProp, blogListPropPath } from '../src/docusaurus/blog-list-prop.js';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-blog-list-'));
const post = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, 'blog', file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'blog', file), text);
};
post('2024-01-05-first.md', '---\ntitle: The first post\n---\n\nHello.\n');
post('2024-03-01-labelled.md', '---\ntitle: A long title\nsidebar_label: Short\n---\n\nText.\n');
post('2024/05-20-heading/index.mdx', '# Title from the heading\n\nText.\n');
post('2024-06-01-hidden.md', '---\ntitle: Hidden\nunlisted: true\n---\n\nText.\n');
post('2024-07-01-draft.md', '---\ntitle: Draft\ndraft: true\n---\n\nText.\n');
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));
const siteInfo = { title: 'Site', url: 'https://example.com', baseUrl: '/', locale: 'en' };

describe("a blog's .docusaurus blog-post-list-prop file", () => {
  it('is matched by the path a site imports it with, for the blog id in its name', () => {
    const imported =
      '../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';
    expect(blogListPropPath.exec(imported)?.[1]).toBe('default');
    expect(
      blogListPropPath.exec(
        '.docusaurus/docusaurus-plugin-content-blog/news/blog-post-list-prop-news.json',
      )?.[1],
    ).toBe('news');
    expect(
      blogListPropPath.test(
        '.docusaurus/docusaurus-plugin-content-blog/news/blog-post-list-prop-default.json',
      ),
    ).toBe(false);
    expect(
      blogListPropPath.test('docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json'),
    ).toBe(false);
  });

  it('holds the sidebar title and the newest posts, drafts left out, as Docusaurus writes it', () => {
    const blog = blogOptions({ blogSidebarCount: 3 }, siteDir, siteInfo);
    expect(blogListProp(blog, '/docs-site/')).toEqual({
      title: 'Recent posts',
      items: [
        {
          title: 'Hidden',
          permalink: '/docs-site/blog/2024/06/01/hidden',
          unlisted: true,
          date: '2024-06-01T00:00:00.000Z',
        },
        {
          title: 'Title from the heading',
          permalink: '/docs-site/blog/2024/05/20/heading',
          unlisted: false,
          date: '2024-05-20T00:00:00.000Z',
        },
        {
          title: 'Short',
          permalink: '/docs-site/blog/2024/03/01/labelled',
          unlisted: false,
          date: '2024-03-01T00:00:00.000Z',
        },
      ],
    });
    const all = blogListProp(
      blogOptions({ blogSidebarCount: 'ALL', blogSidebarTitle: 'News' }, siteDir, siteInfo),
      '/',
    );
    expect(all.title).toBe('News');
    expect(all.items.map((item) => item.permalink)).toEqual([
      '/blog/2024/06/01/hidden',
      '/blog/2024/05/20/heading',
      '/blog/2024/03/01/labelled',
      '/blog/2024/01/05/first',
    ]);
  });
});
