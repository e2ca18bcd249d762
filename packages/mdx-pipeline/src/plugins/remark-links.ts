import path from 'node:path/posix';
import type { Definition, Link, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { withBase } from '../structure/paths.js';
import { lineOf, type PageState, pageState } from './context.js';
import { linkedFile } from './remark-images.js';
import { walk } from './walk.js';

const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const docFile = /\.mdx?$/i;

/**
 * Turns internal links into site URLs with the base path: relative `.md`/`.mdx` file links become
 * the target's route, relative links to other files beside the page their copy in the build, and
 * site paths get the base path. Links to files that do not exist are reported
 * here; every other internal link is recorded so the build can check it against the final route list.
 */
export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    walk<RootContent>(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') {
        const link = node as Link | Definition;
        link.url = resolveLink(link.url, state, lineOf(node));
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as MdxJsxFlowElement | MdxJsxTextElement;
        if (element.name !== 'a') return;
        for (const attribute of element.attributes) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name === 'href' &&
            typeof attribute.value === 'string'
          ) {
            attribute.value = resolveLink(attribute.value, state, lineOf(node), true);
          }
        }
      }
    });
  };
}

/**
 * The content files a link to a `.md`/`.mdx` file may mean, in Docusaurus's order: `./x.md` and
 * `../x.md` from the page's folder; `/x.md` from the section folder, then the content directory;
 * `x.md` from the page's folder, the section folder, then the content directory; `@site/x.md` from
 * the content directory.
 */
function linkCandidates(target: string, state: PageState): string[] {
  const here = path.dirname(state.file);
  const section = state.site.sections[state.section]?.dir ?? '.';
  const candidates = target.startsWith('@site/')
    ? [target.slice('@site/'.length)]
    : target.startsWith('/')
      ? [path.join(section, target), target.slice(1)]
      : /^\.\.?\//.test(target)
        ? [path.join(here, target)]
        : [path.join(here, target), path.join(section, target), target];
  // Relative to the content directory through its own folder: a link from a section outside it
  // (`../site/content/guide/x.md`) names the file `guide/x.md` is the key of.
  const { contentDir } = state.site;
  return [...new Set(candidates.map((c) => path.relative(contentDir, path.resolve(contentDir, c))))];
}

/** The anchor of a URL's `#hash`, decoded (`undefined` without one). */
function anchorOf(suffix: string): string | undefined {
  const hash = suffix.indexOf('#');
  if (hash === -1 || hash === suffix.length - 1) return undefined;
  const raw = suffix.slice(hash + 1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Resolves one link target written on a page (`html`: in an `<a href>` of its JSX). */
export function resolveLink(url: string, state: PageState, line?: number, html = false): string {
  if (url.startsWith('#')) {
    if (url.length > 1) state.links.push({ href: url, route: state.route, line, anchor: anchorOf(url) });
    return url;
  }
  if (!url || external.test(url)) return url;
  const hashIndex = url.search(/[?#]/);
  const target = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const suffix = hashIndex === -1 ? '' : url.slice(hashIndex);
  const anchor = anchorOf(suffix);
  const { site } = state;
  let route: string | undefined;
  if (docFile.test(target)) {
    for (const candidate of linkCandidates(decodeURI(target), state)) {
      route = site.routeByFile.get(candidate);
      state.fileLinks[candidate] = route ?? null;
      if (route) break;
    }
    if (!route) {
      state.warnings.push({ line, message: `broken link: ${url} (no such page)` });
      return url;
    }
    if (anchor) state.links.push({ href: url, route, line, anchor });
  } else {
    const file = target.startsWith('/') ? undefined : linkedFile(decodeURI(target), state);
    if (file) return site.basePath + file + suffix;
    const base = site.basePath.replace(/\/$/, '');
    // As a browser resolves them on Docusaurus's URLs: an index doc's URL (and every URL with
    // `trailingSlash`) ends with `/`, so its relative links start from its own route.
    const folder = state.isIndex || site.trailingSlash ? state.route : path.join(state.route, '..');
    const absolute = target.startsWith('/') ? target : path.join(folder, target);
    route = absolute.startsWith(`${base}/`) ? absolute.slice(base.length) : absolute;
    route = route.length > 1 ? route.replace(/\/+$/, '') : route;
    state.links.push({ href: url, route, line, ...(anchor ? { anchor } : {}), ...(html ? { html } : {}) });
  }
  return withBase(site.basePath, route) + suffix;
}
