import type { BlogOptions } from './blog.js';
import { readBlogPosts } from './blog.js';

/**
 * `.docusaurus/docusaurus-plugin-content-blog/<id>/blog-post-list-prop-<id>.json`: a file
 * Docusaurus generates for a blog's sidebar (its title and recent posts), which some sites import
 * from their own pages (a home page listing recent posts). Matched by the import's path.
 */
export const blogListPropPath =
  /(?:^|[\\/])\.docusaurus[\\/]docusaurus-plugin-content-blog[\\/]([^\\/]+)[\\/]blog-post-list-prop-\1\.json$/;

/** One post of the list as Docusaurus writes it. */
export interface BlogListItem {
  title: string;
  permalink: string;
  unlisted: boolean;
  date: string;
}

/**
 * The data of that file for one blog: the title of its sidebar and its newest posts (as many as
 * `blogSidebarCount`), each with its title (front matter `sidebar_label`, `title`, or the post's
 * first `#` heading), route under the base URL, unlisted flag and ISO date.
 */
export function blogListProp(blog: BlogOptions, baseUrl: string): { title: string; items: BlogListItem[] } {
  const posts = readBlogPosts(blog).slice(0, blog.sidebarCount);
  const base = baseUrl.replace(/\/$/, '');
  return {
    title: blog.sidebarTitle,
    items: posts.map((post) => {
      const { sidebar_label: label, title } = post.frontMatter;
      const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(post.source)?.[1];
      return {
        title: String(label ?? title ?? heading ?? post.route),
        permalink: `${base}${post.route}`,
        unlisted: post.frontMatter.unlisted === true,
        date: post.date.toISOString(),
      };
    }),
  };
}
