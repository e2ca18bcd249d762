import { z } from 'zod';

const route = z.string().regex(/^\/[^\s]*$/, 'expected a route starting with "/"');
const url = z.string().url();

const navbarItem = z.union([
  z
    .object({ label: z.string().min(1), to: route, position: z.enum(['left', 'right']).default('left') })
    .strict(),
  z
    .object({ label: z.string().min(1), href: url, position: z.enum(['left', 'right']).default('right') })
    .strict(),
]);

/** The site configuration, validated when the site is built or served. */
export const siteConfigSchema = z
  .object({
    /** Site title; pages are titled `Page | <title>`. */
    title: z.string().min(1),
    tagline: z.string().min(1),
    /** Origin of the published site, for canonical URLs, the sitemap and Open Graph tags. */
    url: url,
    /** Path the site is served under, with leading and trailing slash. */
    basePath: z.string().regex(/^\/(?:[\w.-]+\/)*$/, 'expected a path that starts and ends with "/"'),
    /** Route of the brand link. */
    homeLink: route.default('/'),
    /** Logo files under the content's static folder, e.g. `img/logo-light.svg`. */
    logo: z
      .object({
        alt: z.string().min(1),
        light: z.string(),
        dark: z.string(),
        width: z.number(),
        height: z.number(),
      })
      .strict(),
    favicon: z.string(),
    navbar: z.object({ items: z.array(navbarItem).min(1) }).strict(),
    footer: z
      .object({
        copyright: z.string().min(1),
        links: z.array(z.object({ label: z.string().min(1), href: url }).strict()),
      })
      .strict(),
    announcementBar: z
      .object({
        id: z.string().regex(/^[\w-]+$/, 'expected letters, digits, "-" or "_"'),
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
      .strict(),
    search: z
      .object({
        /** Algolia is used when all three are set (from the environment). */
        algolia: z
          .object({
            appId: z.string().optional(),
            searchApiKey: z.string().optional(),
            indexName: z.string().optional(),
          })
          .strict()
          .default({}),
        suggestions: z.array(z.string().min(1)).max(3),
        feedbackUrl: url,
        /**
         * One-way synonyms for what words cannot tell: a query holding the key also matches each of
         * its values (`'price history': ['candles']`). Used by the local index and uploaded to Algolia.
         */
        synonyms: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).default({}),
      })
      .strict(),
    /** Base of "edit this page" links; the content path is appended. */
    editUrl: url,
    /** Languages highlighted in code blocks, beyond the common ones. */
    codeLanguages: z.array(z.string().min(1)),
    toc: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6),
        maxHeadingLevel: z.number().int().min(2).max(6),
      })
      .strict()
      .refine(
        (toc) => toc.minHeadingLevel <= toc.maxHeadingLevel,
        'minHeadingLevel must not exceed maxHeadingLevel',
      ),
    i18n: z.object({ defaultLocale: z.literal('en'), locales: z.tuple([z.literal('en')]) }).strict(),
    docs: z.object({ versionLabel: z.string().min(1) }).strict(),
    /** Sections in navbar order; each is a folder of the content package. */
    sections: z.array(z.object({ id: z.string().min(1), label: z.string().min(1) }).strict()).min(1),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
}

/** Validates a site configuration; errors name each bad key with what was expected and found. */
export function resolveSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.') || '(root)';
    let found: unknown = input;
    for (const part of issue.path)
      found = (found as Record<PropertyKey, unknown> | undefined)?.[part as PropertyKey];
    const what =
      issue.code === 'unrecognized_keys'
        ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
        : `${expectation(issue)}, found ${describe(found)}`;
    return `  ${key}: ${what}`;
  });
  throw new SiteConfigError(`Invalid site configuration (site.config.ts):\n${lines.join('\n')}`);
}

function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return 'expected a route link {label, to} or an external link {label, href}';
    default:
      return issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value && typeof value === 'object') return 'an object';
  return String(value);
}

/** Types a site configuration in `site.config.ts`. */
export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
