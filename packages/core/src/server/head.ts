import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import { titleOf } from '../app/title.js';
import type { SiteConfig } from '../config/schema.js';
import type { View } from '../router/views.js';

export interface HeadInput {
  view: View;
  route: string;
  config: SiteConfig;
  /** Absolute URL of the social preview image. */
  image?: string;
  /** The route of each section (default `/<id>`), for the breadcrumbs' first item. */
  sectionRoutes?: Record<string, string>;
  /** The page's locale, on a site with several. */
  locale?: DocumentLocale;
  /** The 404 page's title (the theme's `notFoundTitle` label), when not English. */
  notFoundTitle?: string;
}

/** A page's locale on a site with several: `<html lang dir>`, `og:locale`, and the page in every locale (`hreflang` links). */
export interface DocumentLocale {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Each locale's language and base path, then `x-default` with the default locale's. */
  alternates: Array<{ hreflang: string; basePath: string }>;
}

/** `<title>`, description, canonical URL, Open Graph and Twitter tags and JSON-LD breadcrumbs for a page. */
export function headTags({
  view,
  route,
  config,
  image,
  sectionRoutes,
  locale,
  notFoundTitle,
}: HeadInput): string {
  const title = titleOf(view, config.title, config.titleDelimiter, notFoundTitle);
  const page = view.kind === 'page' ? view.page : undefined;
  const description = page?.description ?? appDescription(view, config);
  const canonical = absoluteUrl(config, route);
  // A page's front matter `image` (a URL, or a path of the static files) is its social preview, as in Docusaurus.
  const pageImage =
    page?.image &&
    (/^[a-z][a-z\d+.-]*:/i.test(page.image)
      ? page.image
      : absoluteUrl(config, `/${page.image.replace(/^\/+/, '')}`));
  const cover = pageImage ?? image;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    page?.keywords?.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(','))}">` : '',
    view.kind === 'not-found'
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${canonical}">`,
    view.kind === 'not-found' || !locale?.alternates.length
      ? ''
      : locale.alternates
          .map(
            (a) =>
              `<link rel="alternate" href="${absoluteUrl({ ...config, basePath: a.basePath }, route)}" hreflang="${escapeHtml(a.hreflang)}">`,
          )
          .join('\n'),
    page?.noindex ? '<meta name="robots" content="noindex, follow">' : '',
    `<meta property="og:type" content="${page?.kind === 'doc' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    `<meta property="og:title" content="${escapeHtml(page?.title ?? title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    view.kind === 'not-found' ? '' : `<meta property="og:url" content="${canonical}">`,
    cover ? `<meta property="og:image" content="${escapeHtml(cover)}">` : '',
    `<meta property="og:locale" content="${locale ? escapeHtml(locale.lang.replace('-', '_')) : 'en_US'}">`,
    `<meta name="twitter:card" content="${cover ? 'summary_large_image' : 'summary'}">`,
    cover ? `<meta name="twitter:image" content="${escapeHtml(cover)}">` : '',
    `<meta name="twitter:title" content="${escapeHtml(page?.title ?? title)}">`,
    description ? `<meta name="twitter:description" content="${escapeHtml(description)}">` : '',
    page ? breadcrumbJsonLd(page, config, sectionRoutes) : '',
  ];
  return tags.filter(Boolean).join('\n');
}

function appDescription(view: View, config: SiteConfig): string | undefined {
  switch (view.kind) {
    case 'home':
      return config.tagline || undefined;
    case 'custom':
      return view.module.description ?? (view.module.title ? undefined : config.tagline || undefined);
    case 'search':
      return `Search every page of ${config.title}.`;
    default:
      return undefined;
  }
}

function breadcrumbJsonLd(
  page: PageData,
  config: SiteConfig,
  sectionRoutes?: Record<string, string>,
): string {
  const items = [
    {
      name: page.sectionLabel,
      route:
        sectionRoutes?.[page.section] ??
        (config.sections.find((s) => s.id === page.section) ? `/${page.section}` : undefined),
    },
    ...page.breadcrumbs.map((crumb) => ({ name: crumb.label, route: crumb.route })),
  ];
  const last = items.at(-1);
  if (last) last.route = page.route;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.route ? { item: absoluteUrl(config, item.route) } : {}),
    })),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function absoluteUrl(config: Pick<SiteConfig, 'url' | 'basePath'>, route: string): string {
  const origin = config.url.replace(/\/$/, '');
  return `${origin}${config.basePath}${route === '/' ? '' : route.slice(1)}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
