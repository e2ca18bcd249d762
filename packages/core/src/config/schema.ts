import { closestKey } from '@market-data-docs/mdx-pipeline';
import { z } from 'zod';

const route = z.string().regex(/^\/[^\s]*$/, 'expected a route starting with "/"');
const url = z.string().url();

// `never` keys: TypeScript rejects a link with both `to` and `href`, as the schema does.
const routeLink = z.object({ label: z.string().min(1), to: route, href: z.never().optional() }).strict();
const externalLink = z.object({ label: z.string().min(1), href: url, to: z.never().optional() }).strict();

const localeLink = z
  .object({
    label: z.string().min(1),
    localeBase: route,
    lang: z.string().min(1),
    current: z.boolean().optional(),
  })
  .strict();

/** HTML shown as it is (the config is the site's own, as in Docusaurus), with class names on its element. */
const htmlItem = z.object({ html: z.string().min(1), className: z.string().optional() }).strict();

/** A navbar link's label as HTML, shown in place of `label` (which stays its text): a Docusaurus link's `html`. */
const labelHtml = { labelHtml: z.string().min(1).optional() };
const navbarRouteLink = routeLink.extend(labelHtml).strict();
const navbarExternalLink = externalLink.extend(labelHtml).strict();

const navbarItem = z.union([
  navbarRouteLink.extend({ position: z.enum(['left', 'right']).default('left') }).strict(),
  navbarExternalLink.extend({ position: z.enum(['left', 'right']).default('right') }).strict(),
  z
    .object({
      label: z.string().min(1),
      /**
       * The links of a dropdown menu (a locale switch's: the page shown in each locale of the site),
       * and HTML between them (a rule: `{ html: '<hr>' }`).
       */
      items: z.array(z.union([navbarRouteLink, navbarExternalLink, localeLink, htmlItem])).min(1),
      position: z.enum(['left', 'right']).default('left'),
    })
    .strict(),
  htmlItem.extend({ position: z.enum(['left', 'right']).default('left') }).strict(),
]);

const footerLink = z.union([externalLink, routeLink, htmlItem]);

/** A remark or rehype plugin: a module specifier, or a specifier and the options it is called with. */
const pluginEntry = z.union([
  z.string().min(1),
  z.tuple([z.string().min(1), z.unknown()]).readonly(),
  z.tuple([z.string().min(1)]).readonly(),
]);

const section = z
  .object({
    /** Route segment of the section (`api` -> `/api/...`). */
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a lower-case route segment'),
    /** Label in breadcrumbs, search results and the default navbar. */
    label: z.string().min(1),
    /** Folder under `contentDir`; defaults to `id`. */
    dir: z.string().min(1).optional(),
  })
  .strict();

/** The site configuration (`site.config.ts`), validated when the site is built, served or developed. */
export const siteConfigSchema = z
  .object({
    /** Site title; pages are titled `Page | <title>`. */
    title: z.string().min(1),
    /** One line under the title on the home page, and the home page's description. */
    tagline: z.string().default(''),
    /** Origin of the published site, for canonical URLs, the sitemap and Open Graph tags; its path is `basePath`. */
    url: url.refine(
      (value) => /^[a-z][\w+.-]*:\/\/[^/?#]+\/?$/i.test(value),
      'expected an origin without a path, such as "https://docs.acme.dev" (the path goes in basePath)',
    ),
    /** Path the site is served under, with leading and trailing slash. Default `/`. */
    basePath: z
      .string()
      .regex(/^\/(?:[\w.-]+\/)*$/, 'expected a path that starts and ends with "/"')
      .default('/'),
    /** Route of the brand link. Default `/`. */
    homeLink: route.default('/'),
    /** Folder of the content (one folder per section), relative to the config file. Default `content`. */
    contentDir: z.string().min(1).default('content'),
    /** Files copied as they are to the output (images as `/img/...`), relative to the config file. Default `static`. */
    staticDir: z.string().min(1).default('static'),
    /** Output folder of `mdd build`, relative to the config file. Default `build`. */
    outDir: z.string().min(1).default('build'),
    /** Sections in navbar order; each is a folder of `contentDir`. */
    sections: z.array(section).min(1),
    /** Logo files under `staticDir`, e.g. `img/logo-light.svg`; without a logo the navbar shows the title. */
    logo: z
      .object({
        alt: z.string().min(1),
        light: z.string().min(1),
        dark: z.string().min(1).optional(),
        width: z.number().positive(),
        height: z.number().positive(),
      })
      .strict()
      .optional(),
    /** Icon under `staticDir`, e.g. `img/favicon.svg`. */
    favicon: z.string().min(1).optional(),
    /** Brand colour of the browser UI (`theme-color`) and the web manifest. Default `#00419a`. */
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{3,8}$/, 'expected a hex colour such as "#00419a"')
      .default('#00419a'),
    /** What joins a page's title and the site title in the browser title (`Page | Site`). Default `|`. */
    titleDelimiter: z.string().min(1).default('|'),
    /**
     * Navbar links (default one per section), and the text shown beside the logo (none by default).
     * An item may also be HTML, `{ html: '<b>Beta</b>', position: 'right' }`, shown as it is.
     */
    navbar: z
      .object({ title: z.string().min(1).optional(), items: z.array(navbarItem).min(1).optional() })
      .strict()
      .optional(),
    footer: z
      .object({
        /** Plain text, or HTML shown as it is (`{ html: '© 2026 <a href="https://acme.dev">Acme</a>' }`). */
        copyright: z.union([z.string(), z.object({ html: z.string() }).strict()]).default(''),
        /**
         * Links in one row: external (`href`, opening in a new tab), routes of the site (`to`), or
         * HTML shown as it is (`{ html }`).
         */
        links: z.array(footerLink).default([]),
        /** Columns of links (as `links`), each under a title, above the copyright. */
        columns: z.array(z.object({ title: z.string(), items: z.array(footerLink) }).strict()).default([]),
      })
      .strict()
      .default({ copyright: '', links: [], columns: [] }),
    announcementBar: z
      .object({
        /** Dismissal is remembered per id: change it to show a new announcement to everyone. */
        id: z.string().regex(/^[\w-]+$/, 'expected letters, digits, "-" or "_"'),
        /** Markdown, links included. */
        content: z.string().min(1),
        dismissible: z.boolean().default(true),
      })
      .strict()
      .optional(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        respectPrefersColorScheme: z.boolean().default(false),
        disableSwitch: z.boolean().default(false),
      })
      .strict()
      .default({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }),
    search: z
      .object({
        /** Algolia is used when all three are set (from the environment); the embedded index otherwise. */
        algolia: z
          .object({
            appId: z.string().optional(),
            searchApiKey: z.string().optional(),
            indexName: z.string().optional(),
          })
          .strict()
          .default({}),
        /** Offered when a query finds nothing; at most three. */
        suggestions: z.array(z.string().min(1)).max(3).default([]),
        /** Target of "Let us know." on empty results; `{query}` is replaced by the query. */
        feedbackUrl: url.optional(),
        /**
         * One-way synonyms for what words cannot tell: a query holding the key also matches each of
         * its values (`'price history': ['candles']`). Used by the local index and uploaded to Algolia.
         */
        synonyms: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).default({}),
      })
      .strict()
      .default({ algolia: {}, suggestions: [], synonyms: {} }),
    /** Base of "edit this page" links; the content path is appended. */
    editUrl: url.optional(),
    /**
     * What `mdd build` does with a link to a page or a file that does not exist: `warn` names each
     * one (file:line) and builds; `throw` fails the build naming every one; `ignore` says nothing.
     * `mdd dev` warns whatever this says.
     */
    onBrokenLinks: z.enum(['warn', 'throw', 'ignore']).default('warn'),
    /**
     * ```` ```mermaid ```` code blocks: drawn as diagrams (`true`, the default; Mermaid is bundled
     * only when a page has one, and loaded only by pages that have one), or shown as code (`false`).
     * An object draws them with `theme.light`/`theme.dark` (Mermaid theme names, default `default`
     * and `dark`) and `options` (Mermaid's configuration).
     */
    mermaid: z
      .union([
        z.boolean(),
        z
          .object({
            theme: z
              .object({ light: z.string().min(1).optional(), dark: z.string().min(1).optional() })
              .strict()
              .optional(),
            options: z.record(z.string(), z.unknown()).optional(),
          })
          .strict(),
      ])
      .default(true),
    /** Languages highlighted in code blocks, beyond the common ones (any Prism grammar name). */
    codeLanguages: z.array(z.string().min(1)).default([]),
    toc: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .strict()
      .refine(
        (toc) => toc.minHeadingLevel <= toc.maxHeadingLevel,
        'minHeadingLevel must not exceed maxHeadingLevel',
      )
      .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
    i18n: z
      .object({ defaultLocale: z.literal('en'), locales: z.tuple([z.literal('en')]) })
      .strict()
      .default({ defaultLocale: 'en', locales: ['en'] }),
    /** Label of the docs version shown on doc pages (e.g. `Next`); none when unset. */
    docs: z
      .object({ versionLabel: z.string().min(1).optional() })
      .strict()
      .default({}),
    /** Module whose named exports replace theme components (`Admonition`, `Footer`, ...). */
    components: z.string().min(1).optional(),
    /** Module whose named exports can be used in every page without an import (`<Chart />`). */
    mdxComponents: z.string().min(1).optional(),
    /**
     * Stylesheets loaded after the theme's: colours and fonts through the `--mdd-*` properties. A path
     * of the site (relative to the config file: `./src/brand.css`, or `src/brand.css` when that file
     * exists), else a package's stylesheet resolved from the site's folder (`katex/dist/katex.min.css`).
     */
    css: z.array(z.string().min(1)).default([]),
    /** Remark plugins run on every page: `'remark-math'` or `['remark-math', options]`. */
    remarkPlugins: z.array(pluginEntry).default([]),
    /** Rehype plugins run on every page: `'rehype-katex'` or `['rehype-katex', options]`. */
    rehypePlugins: z.array(pluginEntry).default([]),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type PluginEntry = z.output<typeof pluginEntry>;

export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
}

/**
 * Validates a site configuration; errors name each bad key with what was expected and found.
 * `file` names the configuration in the message.
 */
export function resolveSiteConfig(input: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.') || '(root)';
    let found: unknown = input;
    for (const part of issue.path)
      found = (found as Record<PropertyKey, unknown> | undefined)?.[part as PropertyKey];
    const what =
      issue.code === 'unrecognized_keys'
        ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => unknownKey(k, keysAt(issue.path))).join(', ')}`
        : `${expectation(issue)}, found ${describe(found)}`;
    return `  ${key}: ${what}`;
  });
  throw new SiteConfigError(`Invalid site configuration (${file}):\n${lines.join('\n')}`);
}

/** `"sidbar"`, or `"sidbar" (did you mean "sidebar"?)` when it is a likely typo of a known key. */
function unknownKey(key: string, known: string[]): string {
  const meant = closestKey(key, known);
  return `"${key}"${meant ? ` (did you mean "${meant}"?)` : ''}`;
}

/** The keys the configuration object at `path` may have. */
function keysAt(path: PropertyKey[]): string[] {
  const unwrap = (schema: unknown): unknown =>
    schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable
      ? unwrap(schema.unwrap())
      : schema;
  let schema = unwrap(siteConfigSchema);
  for (const part of path) {
    if (schema instanceof z.ZodObject) schema = unwrap(schema.shape[String(part)]);
    else if (schema instanceof z.ZodArray) schema = unwrap(schema.element);
    else return [];
  }
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'array')
        return `expected at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      return issue.origin === 'string' && issue.minimum === 1
        ? 'expected a non-empty string'
        : `expected at least ${issue.minimum}`;
    case 'invalid_union':
      if (issue.path.at(-1) === 'copyright') return 'expected a string or HTML {html}';
      return issue.path.at(-2) === 'items' || issue.path.at(-2) === 'links'
        ? `expected a route link {label, to}, an external link {label, href}${issue.path.at(-3) === 'navbar' ? ', a dropdown {label, items}' : ''} or HTML {html}`
        : 'expected a module name or [module name, options]';
    default:
      return issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return value.length ? `a list of ${value.length}` : 'an empty list';
  if (value && typeof value === 'object') return 'an object';
  return String(value);
}
