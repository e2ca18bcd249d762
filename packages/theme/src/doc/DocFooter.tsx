import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import type { ReactNode } from 'react';
import { EditIcon } from '../icons/index.js';
import { formatLabel, type ThemeLabels, useLabels } from '../labels.js';
import { NewTabHint } from '../NewTabHint.js';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { formatDate } from './format-date.js';

export interface DocFooterProps {
  /** The page's tags, edit URL and last update; with none of them the footer renders nothing. */
  page: Pick<PageData, 'tags' | 'editUrl' | 'lastUpdated' | 'lastUpdatedBy'>;
}

/** Tags of the page, the edit link and the last update (date, and author where the site shows it). */
export function DocFooter({ page }: DocFooterProps) {
  const { tags, editUrl, lastUpdated, lastUpdatedBy } = page;
  if (tags.length === 0 && !editUrl && lastUpdated === undefined && !lastUpdatedBy) return null;
  return (
    <footer className="mdd-doc-footer">
      <DocTags tags={tags} />
      <div className="mdd-doc-footer__row">
        <DocEditLink editUrl={editUrl} />
        <DocLastUpdated lastUpdated={lastUpdated} lastUpdatedBy={lastUpdatedBy} />
      </div>
    </footer>
  );
}

export interface DocTagsProps {
  /** The tags, each linking to its route (below the base path); none renders nothing. */
  tags: PageData['tags'];
}

/** "Tags:" and the page's tags as links: the doc footer's first row. */
export function DocTags({ tags }: DocTagsProps) {
  const { basePath } = useThemeConfig();
  const labels = useLabels();
  if (tags.length === 0) return null;
  return (
    <div className="mdd-doc-footer__tags">
      <span className="mdd-doc-footer__tags-label">{labels.tags}</span>
      <ul className="mdd-tag-list">
        {tags.map((tag) => (
          <li key={tag.route}>
            <Link href={withBase(basePath, tag.route)} className="mdd-tag">
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface DocEditLinkProps {
  /** Where the page's source is edited; none renders nothing. */
  editUrl?: string;
}

/** The doc footer's "Edit this page" link. */
export function DocEditLink({ editUrl }: DocEditLinkProps) {
  const labels = useLabels();
  if (!editUrl) return null;
  return (
    <Link href={editUrl} className="mdd-doc-footer__edit">
      <EditIcon />
      {labels.editThisPage}
      <NewTabHint />
    </Link>
  );
}

export interface DocLastUpdatedProps {
  /** When the page last changed, in seconds since the epoch. */
  lastUpdated?: number;
  /** Who changed it last. Neither renders nothing. */
  lastUpdatedBy?: string;
}

/** The doc footer's "Last updated on <date> by <user>". */
export function DocLastUpdated({ lastUpdated, lastUpdatedBy }: DocLastUpdatedProps) {
  const { locale } = useThemeConfig();
  const labels = useLabels();
  if (lastUpdated === undefined && !lastUpdatedBy) return null;
  return (
    <p className="mdd-doc-footer__updated">{lastUpdatedText(labels, lastUpdated, lastUpdatedBy, locale)}</p>
  );
}

/** "Last updated on <date> by <user>", in the site's words, the date in a `<time>`. */
function lastUpdatedText(
  labels: ThemeLabels,
  lastUpdated?: number,
  by?: string,
  locale?: string,
): ReactNode[] {
  const parts: ReactNode[] = [];
  labels.lastUpdated.split(/(\{atDate\}|\{byUser\})/).forEach((part) => {
    if (part === '{atDate}') {
      if (lastUpdated === undefined) return;
      const [before = '', after = ''] = labels.lastUpdatedAtDate.split('{date}');
      parts.push(
        before,
        <time key="date" dateTime={new Date(lastUpdated * 1000).toISOString()}>
          {formatDate(lastUpdated, locale)}
        </time>,
        after,
      );
    } else if (part === '{byUser}') {
      if (by) parts.push(formatLabel(labels.lastUpdatedByUser, { user: by }));
    } else parts.push(part);
  });
  return parts.filter((part) => part !== '');
}
