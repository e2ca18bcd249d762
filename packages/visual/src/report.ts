import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ColorMode, WidthName } from './storybook.js';

export type SnapshotStatus = 'changed' | 'unchanged' | 'new' | 'removed';

export interface SnapshotResult {
  storyId: string;
  title: string;
  name: string;
  mode: ColorMode;
  width: WidthName;
  status: SnapshotStatus;
  /** Share of pixels changed, 0-1 (compared snapshots only). */
  share?: number;
  /** Image paths relative to the report's folder. */
  before?: string;
  after?: string;
  diff?: string;
  /** Render errors of the story on either side. */
  errors?: string[];
}

export interface ReportInput {
  base: string;
  head: string;
  results: SnapshotResult[];
}

/** `N of M story snapshots changed`: M counts the snapshots of stories in both builds. */
export function summaryLine(results: SnapshotResult[]): string {
  const compared = results.filter((r) => r.status === 'changed' || r.status === 'unchanged');
  const changed = compared.filter((r) => r.status === 'changed');
  return `${changed.length} of ${compared.length} story snapshots changed`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const percent = (share: number) =>
  share === 0 ? '0%' : share < 0.0001 ? '< 0.01%' : `${(share * 100).toFixed(share < 0.01 ? 2 : 1)}%`;

const label = (r: SnapshotResult) => `${r.title} / ${r.name}`;
const variant = (r: SnapshotResult) => `${r.mode}, ${r.width}`;

function figure(caption: string, src: string | undefined): string {
  return src
    ? `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${caption}" loading="lazy"></a></figure>`
    : '';
}

function errorList(r: SnapshotResult): string {
  return r.errors?.length ? `<p class="error">${r.errors.map(escapeHtml).join('<br>')}</p>` : '';
}

function storyGroups(results: SnapshotResult[]): Map<string, SnapshotResult[]> {
  const groups = new Map<string, SnapshotResult[]>();
  for (const r of results) groups.set(r.storyId, [...(groups.get(r.storyId) ?? []), r]);
  return groups;
}

/** Writes `index.html`: changed snapshots first (most changed first), then new and removed stories. */
export async function writeReport(dir: string, { base, head, results }: ReportInput): Promise<string> {
  const changed = results
    .filter((r) => r.status === 'changed')
    .sort((a, b) => (b.share ?? 0) - (a.share ?? 0) || a.storyId.localeCompare(b.storyId));
  const added = storyGroups(results.filter((r) => r.status === 'new'));
  const removed = storyGroups(results.filter((r) => r.status === 'removed'));
  const line = summaryLine(results);
  const failed = results.filter((r) => r.errors?.length);
  const sections = [
    `<h2>Changed (${changed.length})</h2>`,
    changed.length === 0 ? '<p>No snapshot of a story in both builds changed.</p>' : '',
    ...changed.map(
      (r) => `<section class="snapshot" id="${escapeHtml(`${r.storyId}--${r.mode}-${r.width}`)}">
<h3>${escapeHtml(label(r))} <small>${variant(r)} · ${percent(r.share ?? 0)} of pixels changed</small></h3>
${errorList(r)}<div class="images">${figure('Before', r.before)}${figure('After', r.after)}${figure('Difference', r.diff)}</div>
</section>`,
    ),
    `<h2>New stories (${added.size})</h2>`,
    ...[...added.values()].map(
      (snapshots) => `<section class="snapshot"><h3>${escapeHtml(label(snapshots[0] as SnapshotResult))}</h3>
${snapshots.map(errorList).join('')}<div class="images">${snapshots.map((r) => figure(variant(r), r.after)).join('')}</div></section>`,
    ),
    `<h2>Removed stories (${removed.size})</h2>`,
    ...[...removed.values()].map(
      (snapshots) => `<section class="snapshot"><h3>${escapeHtml(label(snapshots[0] as SnapshotResult))}</h3>
<div class="images">${snapshots.map((r) => figure(variant(r), r.before)).join('')}</div></section>`,
    ),
    ...(failed.length
      ? [
          `<h2>Stories that failed to render (${failed.length})</h2>`,
          `<ul>${failed.map((r) => `<li>${escapeHtml(label(r))} (${variant(r)}): ${(r.errors ?? []).map(escapeHtml).join('; ')}</li>`).join('')}</ul>`,
        ]
      : []),
  ];
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes: ${escapeHtml(line)}</title>
<style>
body { margin: 2rem auto; max-width: 90rem; padding: 0 1rem; font: 15px/1.5 system-ui, sans-serif; color: #1c1e21; }
h1 { font-size: 1.6rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #dadde1; }
h3 { font-size: 1.05rem; } small { color: #525860; font-weight: 400; }
.snapshot { margin: 1.5rem 0; }
.images { display: flex; gap: 1rem; overflow-x: auto; align-items: flex-start; }
figure { margin: 0; flex: 0 0 auto; max-width: 32%; min-width: 12rem; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
img { display: block; max-width: 100%; border: 1px solid #dadde1; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
.error { color: #b3261e; }
.summary { font-weight: 700; font-size: 1.1rem; }
</style>
</head>
<body>
<h1>Visual changes of the Storybook</h1>
<p>Base: <code>${escapeHtml(base)}</code> · Compared: <code>${escapeHtml(head)}</code>. Every story in light and dark mode at
phone (375 px) and desktop (1280 px) width, in Chromium, compared pixel by pixel.</p>
${sections.join('\n')}
<p class="summary">${escapeHtml(line)}</p>
</body>
</html>
`;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'index.html');
  await writeFile(file, html);
  return file;
}
