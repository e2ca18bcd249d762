import { DocEditLink, DocLastUpdated, DocTags } from '@market-data-docs/theme';
import { routeOf } from './doc-item.js';

/** `@theme/EditThisPage`: the "Edit this page" link to `editUrl`. */
export function EditThisPage({ editUrl }: { editUrl?: string }) {
  return <DocEditLink editUrl={editUrl} />;
}

/** `@theme/LastUpdated`: "Last updated on <date> by <user>", `lastUpdatedAt` in milliseconds as Docusaurus 3 gives it. */
export function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}) {
  return (
    <DocLastUpdated
      lastUpdated={lastUpdatedAt === undefined ? undefined : Math.round(lastUpdatedAt / 1000)}
      lastUpdatedBy={lastUpdatedBy}
    />
  );
}

/** `@theme/TagsListInline`: "Tags:" and Docusaurus's tags (`{label, permalink}`, as `useDoc()` gives them) as links. */
export function TagsListInline({
  tags,
}: {
  tags: Array<{ label: string; permalink: string; description?: string }>;
}) {
  return (
    <DocTags
      tags={tags.map((tag) => ({
        label: tag.label,
        route: routeOf(tag.permalink),
        ...(tag.description ? { description: tag.description } : {}),
      }))}
    />
  );
}

/** `@theme/EditMetaRow`: the edit link and the last update on one row, as the doc footer shows them. */
export function EditMetaRow({
  className,
  editUrl,
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  className?: string;
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}) {
  return (
    <div className={className ? `mdd-doc-footer__row ${className}` : 'mdd-doc-footer__row'}>
      <EditThisPage editUrl={editUrl} />
      <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
    </div>
  );
}
