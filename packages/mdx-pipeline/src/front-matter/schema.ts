import { z } from 'zod';
import { booleanLike, numberLike } from './converted.js';

export const badges = ['New', 'Premium', 'Beta', 'High Usage'] as const;

const headingLevel = numberLike(z.number().int().min(2).max(6));
const tag = z.union([
  z.string().min(1),
  z.object({ label: z.string().min(1), permalink: z.string().optional() }),
]);

const fields = z.object({
  id: z.string().min(1).optional(),
  title: z.string().min(1).optional(),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: numberLike(z.number()).optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  sidebar_key: z.string().optional(),
  displayed_sidebar: z.string().nullable().optional(),
  parse_number_prefixes: booleanLike().optional(),
  format: z.enum(['md', 'mdx', 'detect']).optional(),
  slug: z.string().min(1).optional(),
  tags: z.array(tag).optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  hide_title: booleanLike().optional(),
  hide_table_of_contents: booleanLike().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  custom_edit_url: z.string().nullable().optional(),
  draft: booleanLike().optional(),
  unlisted: booleanLike().optional(),
  last_update: z
    .object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() })
    .optional(),
  badge: z.enum(badges).optional(),
  /** Search rank among equally good matches: an integer from -5 to 5 (default 0), higher first. */
  search_priority: numberLike(z.number().int().min(-5).max(5)).optional(),
});

/**
 * Docusaurus doc front matter, plus `badge` and `search_priority`. Numbers and booleans may be
 * written as strings (`"5"`, `"true"`), which Docusaurus takes too.
 */
export const frontMatterSchema = fields.refine(
  (fm) => (fm.toc_min_heading_level ?? 2) <= (fm.toc_max_heading_level ?? 6),
  { path: ['toc_min_heading_level'], message: 'At most toc_max_heading_level' },
);

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export const knownFrontMatterKeys = new Set(Object.keys(fields.shape));
