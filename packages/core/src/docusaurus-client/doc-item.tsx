import type { DocCard as DocCardData, PageData, PageLink } from '@market-data-docs/mdx-pipeline/types';
import {
  DocHeader,
  DocLayout,
  DocToc,
  DocTocMobile,
  DocUnlistedNotice,
  mdxComponents,
  CategoryIndexPage as ThemeCategoryIndexPage,
  DocBreadcrumbs as ThemeDocBreadcrumbs,
  DocCardList as ThemeDocCardList,
  DocFooter as ThemeDocFooter,
  DocPaginator as ThemeDocPaginator,
  DocVersionBanner as ThemeDocVersionBanner,
} from '@market-data-docs/theme';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { useCurrentPage } from '../app/current-page.js';
import { filterDocCardListItems, findFirstSidebarItemLink, type PropSidebarItem } from './docs-sidebar.js';
import { ReactContextError } from './providers.js';
import { siteConfig, withBaseUrl } from './site.js';

/** A site URL without the base URL, as this engine's routes are (`/fixture/guides/x` → `/guides/x`). */
export function routeOf(url: string): string {
  const { baseUrl } = siteConfig;
  return url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url;
}

/** A Docusaurus navigation link (`{title, permalink}`) for one of this engine's. */
const navLink = (link: PageLink | undefined) =>
  link ? { title: link.title, permalink: withBaseUrl(link.route) } : undefined;

/** The doc page shown; throws, as Docusaurus's `useDoc` does, outside one. */
function useDocPage(): PageData {
  const page = useCurrentPage();
  if (page?.kind !== 'doc') throw new ReactContextError('DocProvider');
  return page;
}

/**
 * `useDoc()`: the doc page shown as Docusaurus's `DocProvider` gives it, `{metadata, frontMatter,
 * toc, contentTitle, assets}`, its id from `docIdOf` its route; throws outside a doc page.
 * (`contentTitle` is undefined: this engine takes the page's `# title` into `metadata.title`.)
 */
export function useDocOf(docIdOf: (route: string) => string | undefined) {
  const page = useDocPage();
  const frontMatter = page.frontMatter ?? {};
  const sidebar = /_sidebars\/(.+)\.json$/.exec(page.sidebarFile ?? '')?.[1];
  return {
    metadata: {
      id: docIdOf(page.route) ?? page.route.replace(/^\//, ''),
      title: page.title,
      description: page.description ?? '',
      permalink: withBaseUrl(page.route),
      slug: page.route,
      editUrl: page.editUrl,
      ...(page.lastUpdated === undefined ? {} : { lastUpdatedAt: page.lastUpdated * 1000 }),
      ...(page.lastUpdatedBy === undefined ? {} : { lastUpdatedBy: page.lastUpdatedBy }),
      tags: page.tags.map((tag) => ({
        label: tag.label,
        permalink: withBaseUrl(tag.route),
        ...(tag.description ? { description: tag.description } : {}),
      })),
      version: page.version?.name ?? 'current',
      unlisted: page.unlisted === true,
      frontMatter,
      ...(sidebar ? { sidebar } : {}),
      ...(typeof frontMatter.sidebar_position === 'number'
        ? { sidebarPosition: frontMatter.sidebar_position }
        : {}),
      previous: navLink(page.prev),
      next: navLink(page.next),
    },
    frontMatter,
    toc: page.toc.map((item) => ({ value: item.text, id: item.id, level: item.depth })),
    contentTitle: undefined,
    assets: page.image ? { image: page.image } : {},
  };
}

/** `@theme/DocItem/Layout` (and `@theme-original/`): this theme's doc page around `children`. */
export function DocItemLayout({ children }: { children?: ReactNode }) {
  return <DocLayout page={useDocPage()}>{children}</DocLayout>;
}

/** Whether the theme's `DocLayout` around a swizzled `DocItem/Content` shows the doc's header already. */
const HeaderShown = createContext(false);

/**
 * `@theme/DocItem/Content`: the doc's title header and its content; only the content inside the
 * theme's `DocLayout` (a site's swizzled `DocItem/Content` alone), whose header holds the title.
 */
export function DocItemContent({ children }: { children?: ReactNode }) {
  const page = useDocPage();
  if (useContext(HeaderShown)) return children;
  return (
    <>
      <DocHeader page={page} />
      <div className="mdd-content">{children}</div>
    </>
  );
}

/** `@theme/DocItem/Footer`: the doc's tags, edit link and last update. */
export function DocItemFooter() {
  return <ThemeDocFooter page={useDocPage()} />;
}

/** `@theme/DocItem/Paginator`: the doc's previous / next links. */
export function DocItemPaginator() {
  const page = useDocPage();
  return <ThemeDocPaginator prev={page.prev} next={page.next} />;
}

/** `@theme/DocItem/TOC/Mobile`: the table of contents disclosure. */
export function DocItemTOCMobile() {
  return <DocTocMobile toc={useDocPage().toc} />;
}

/** `@theme/DocItem/TOC/Desktop`: the table of contents beside the doc. */
export function DocItemTOCDesktop() {
  return <DocToc toc={useDocPage().toc} />;
}

/** `@theme/DocBreadcrumbs`: the breadcrumbs of the page shown (doc or category index). */
export function DocBreadcrumbs() {
  const page = useCurrentPage();
  return page ? <ThemeDocBreadcrumbs breadcrumbs={page.breadcrumbs} /> : null;
}

type NavLinkProp = { title: string; permalink: string } | PageLink;
const pageLink = (link: NavLinkProp | undefined): PageLink | undefined =>
  link && ('permalink' in link ? { title: link.title, route: routeOf(link.permalink) } : link);

/** `@theme/DocPaginator`: Docusaurus's `previous`/`next` (`{title, permalink}`), or the theme's `prev`/`next`. */
export function DocPaginator({
  previous,
  next,
  prev,
}: {
  previous?: NavLinkProp;
  next?: NavLinkProp;
  prev?: NavLinkProp;
  className?: string;
}) {
  return <ThemeDocPaginator prev={pageLink(previous ?? prev)} next={pageLink(next)} />;
}

/** `@theme/DocVersionBanner`: the banner of an unreleased or unmaintained version. */
export function DocVersionBanner() {
  return <ThemeDocVersionBanner version={useCurrentPage()?.version} />;
}

/** `@theme/DocVersionBadge`: nothing, as this theme shows the version in the doc's header. */
export function DocVersionBadge() {
  return null;
}

/** `@theme/ContentVisibility`: the notice of an unlisted page. */
export function ContentVisibility() {
  return useCurrentPage()?.unlisted ? <DocUnlistedNotice /> : null;
}

/** `@theme/DocCategoryGeneratedIndexPage` (and `@theme-original/`): this theme's generated index. */
export function DocCategoryGeneratedIndexPage() {
  const page = useCurrentPage();
  return page ? <ThemeCategoryIndexPage page={page} /> : null;
}

const cardOf = (item: Exclude<PropSidebarItem, { type: 'html' }>, href: string): DocCardData =>
  item.type === 'category'
    ? {
        kind: 'category',
        title: item.label,
        route: routeOf(href),
        count: item.items.length,
        ...(item.description ? { description: item.description } : {}),
      }
    : {
        kind: 'doc',
        title: item.label,
        route: routeOf(href),
        ...(item.description ? { description: item.description } : {}),
      };

/**
 * `@theme/DocCardList`: the cards of `items` (Docusaurus's sidebar items, in their order), or
 * without them the current category's; a swizzled `DocCard` gets each item.
 */
export function DocCardList({ items, className }: { items?: PropSidebarItem[]; className?: string }) {
  if (!items) return <mdxComponents.DocCardList />;
  const cards = filterDocCardListItems(items).flatMap((item) => {
    if (item.type === 'html') return [];
    const href = findFirstSidebarItemLink(item);
    return href ? [cardOf(item, href)] : [];
  });
  return className ? (
    <div className={className}>
      <ThemeDocCardList cards={cards} />
    </div>
  ) : (
    <ThemeDocCardList cards={cards} />
  );
}

/**
 * A site's swizzled `DocItem/Layout` (which takes the content as `children`) as the theme's
 * `DocLayout` slot on the pages of docs sections (`docsSections`; blog posts keep the theme's, as
 * Docusaurus's blog has no `DocItem`).
 */
export function docItemLayout(
  SiteLayout: ComponentType<{ children?: ReactNode }>,
  docsSections: readonly string[],
) {
  return function SwizzledDocLayout({ page, children }: { page: PageData; children: ReactNode }) {
    if (!docsSections.includes(page.section)) return <DocLayout page={page}>{children}</DocLayout>;
    return (
      <Swizzled className={page.className}>
        <SiteLayout>{children}</SiteLayout>
      </Swizzled>
    );
  };
}

/**
 * A site's swizzled `DocItem/Content` without a swizzled `DocItem/Layout` (it takes the content as
 * `children`) as the body of the theme's `DocLayout` on docs pages, below the doc's header and
 * mobile table of contents: its `@theme-original/DocItem/Content` is the content alone, the title
 * staying in the header. Blog posts keep the theme's body.
 */
export function docItemContent(
  SiteContent: ComponentType<{ children?: ReactNode }>,
  docsSections: readonly string[],
) {
  return function SwizzledDocContent({ page, children }: { page: PageData; children: ReactNode }) {
    if (!docsSections.includes(page.section)) return <DocLayout page={page}>{children}</DocLayout>;
    return (
      <DocLayout page={page}>
        <HeaderShown value={true}>
          <SiteContent>{children}</SiteContent>
        </HeaderShown>
      </DocLayout>
    );
  };
}

/** A site's swizzled `DocItem/Footer` (no props: it reads `useDoc()`) as the theme's `DocFooter` slot on docs pages. */
export function docItemFooter(SiteFooter: ComponentType, docsSections: readonly string[]) {
  return function SwizzledDocFooter({ page }: { page: PageData }) {
    return docsSections.includes(page.section) ? <SiteFooter /> : <ThemeDocFooter page={page} />;
  };
}

/**
 * A site's swizzled `DocCategoryGeneratedIndexPage` as the theme's `CategoryIndexPage` slot on
 * docs pages: it gets Docusaurus's `categoryGeneratedIndex` (title, description, permalink,
 * sidebar, image, keywords, previous/next) for the page shown. Blog lists keep the theme's.
 */
export function docCategoryGeneratedIndexPage(
  SitePage: ComponentType<{ categoryGeneratedIndex: Record<string, unknown> }>,
  docsSections: readonly string[],
) {
  return function SwizzledCategoryIndexPage({ page }: { page: PageData }) {
    if (!docsSections.includes(page.section)) return <ThemeCategoryIndexPage page={page} />;
    const sidebar = /_sidebars\/(.+)\.json$/.exec(page.sidebarFile ?? '')?.[1];
    return (
      <Swizzled>
        <SitePage
          categoryGeneratedIndex={{
            title: page.title,
            description: page.description,
            slug: page.route,
            permalink: withBaseUrl(page.route),
            ...(sidebar ? { sidebar } : {}),
            ...(page.image ? { image: page.image } : {}),
            ...(page.keywords ? { keywords: page.keywords } : {}),
            navigation: { previous: navLink(page.prev), next: navLink(page.next) },
          }}
        />
      </Swizzled>
    );
  };
}

/** The page's frame around a site's own component (the theme's own layout inside it keeps its width). */
function Swizzled({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `mdd-doc mdd-doc--swizzled ${className}` : 'mdd-doc mdd-doc--swizzled'}>
      <div className="mdd-doc__swizzled">{children}</div>
    </div>
  );
}
