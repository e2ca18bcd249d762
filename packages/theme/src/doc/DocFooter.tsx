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
  const { basePath, locale } = useThemeConfig();
  const labels = useLabels();
  const { tags, editUrl, lastUpdated, lastUpdatedBy } = page;
  if (tags.length === 0 && !editUrl && lastUpdated === undefined && !lastUpdatedBy) return null;
  return (
    <footer className="mdd-doc-footer">
      {tags.length > 0 ? (
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
      ) : null}
      <div className="mdd-doc-footer__row">
        {editUrl ? (
          <Link href={editUrl} className="mdd-doc-footer__edit">
            <EditIcon />
            {labels.editThisPage}
            <NewTabHint />
          </Link>
        ) : null}
        {lastUpdated !== undefined || lastUpdatedBy ? (
          <p className="mdd-doc-footer__updated">
            {lastUpdatedText(labels, lastUpdated, lastUpdatedBy, locale)}
          </p>
        ) : null}
      </div>
    </footer>
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
