/** One engine's build figures at each tree size. */
export interface ChartSeries {
  label: string;
  color: string;
  points: { pages: number; seconds: number; rssBytes: number }[];
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fmt = (value: number) =>
  value >= 100
    ? value.toFixed(0)
    : value >= 10
      ? value.toFixed(1)
      : value >= 1
        ? value.toFixed(1)
        : value.toFixed(2);
const pagesLabel = (pages: number) => (pages >= 1000 ? `${pages / 1000}k` : String(pages));

interface Panel {
  title: string;
  unit: string;
  value: (point: ChartSeries['points'][number]) => number;
  target?: { value: number; label: string };
}

/**
 * A hand-written SVG of build time and peak memory against page count, both axes logarithmic, one
 * line per engine, a dotted line per engine for cost proportional to pages (through its
 * 1,000-page point: a line above it grows faster than the page count) and the targets.
 */
export function scalingChart(series: ChartSeries[], title: string): string {
  const width = 1000;
  const height = 420;
  const panelWidth = 400;
  const panelHeight = 280;
  const top = 70;
  const lefts = [70, 70 + panelWidth + 90];
  const panels: Panel[] = [
    {
      title: 'Cold build time (s, median)',
      unit: 's',
      value: (p) => p.seconds,
      target: { value: 60, label: 'target at 10k: 60 s' },
    },
    {
      title: 'Peak memory (GB, max RSS)',
      unit: 'GB',
      value: (p) => p.rssBytes / 1e9,
      target: { value: 2, label: 'target at 10k: 2 GB' },
    },
  ];
  const allPages = series.flatMap((s) => s.points.map((p) => p.pages));
  const xMin = 10 ** Math.floor(Math.log10(Math.min(...allPages, 100)));
  const xMax = 10 ** Math.ceil(Math.log10(Math.max(...allPages, 1000)));
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${width / 2}" y="24" text-anchor="middle" font-size="16" font-weight="600">${esc(title)}</text>`,
  );
  panels.forEach((panel, index) => {
    const left = lefts[index] as number;
    const values = series.flatMap((s) => s.points.map(panel.value)).filter((v) => v > 0);
    if (panel.target) values.push(panel.target.value);
    const yMin = 10 ** Math.floor(Math.log10(Math.min(...values)));
    const yMax = 10 ** Math.ceil(Math.log10(Math.max(...values)));
    const x = (pages: number) =>
      left + ((Math.log10(pages) - Math.log10(xMin)) / (Math.log10(xMax) - Math.log10(xMin))) * panelWidth;
    const y = (value: number) =>
      top +
      panelHeight -
      ((Math.log10(value) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin))) * panelHeight;
    out.push(
      `<text x="${left + panelWidth / 2}" y="${top - 14}" text-anchor="middle" font-size="13" font-weight="600">${esc(panel.title)}</text>`,
    );
    for (let decade = yMin; decade <= yMax * 1.0001; decade *= 10) {
      for (const step of [1, 2, 5]) {
        const value = decade * step;
        if (value > yMax * 1.0001) continue;
        const yy = y(value).toFixed(1);
        out.push(
          `<line x1="${left}" x2="${left + panelWidth}" y1="${yy}" y2="${yy}" stroke="${step === 1 ? '#d0d4da' : '#eef0f3'}"/>`,
          `<text x="${left - 8}" y="${yy}" dy="4" text-anchor="end" fill="#555">${fmt(value)}</text>`,
        );
      }
    }
    for (let decade = xMin; decade <= xMax * 1.0001; decade *= 10) {
      for (const step of [1, 2, 5]) {
        const value = decade * step;
        if (value > xMax * 1.0001) continue;
        const xx = x(value).toFixed(1);
        out.push(
          `<line x1="${xx}" x2="${xx}" y1="${top}" y2="${top + panelHeight}" stroke="${step === 1 ? '#d0d4da' : '#eef0f3'}"/>`,
          `<text x="${xx}" y="${top + panelHeight + 16}" text-anchor="middle" fill="#555">${pagesLabel(value)}</text>`,
        );
      }
    }
    out.push(
      `<rect x="${left}" y="${top}" width="${panelWidth}" height="${panelHeight}" fill="none" stroke="#9aa1ab"/>`,
      `<text x="${left + panelWidth / 2}" y="${top + panelHeight + 34}" text-anchor="middle" fill="#333">pages (log scale)</text>`,
    );
    if (panel.target) {
      const yy = y(panel.target.value).toFixed(1);
      out.push(
        `<line x1="${left}" x2="${left + panelWidth}" y1="${yy}" y2="${yy}" stroke="#c62828" stroke-dasharray="6 4"/>`,
        `<text x="${left + 6}" y="${yy}" dy="-5" fill="#c62828">${esc(panel.target.label)}</text>`,
      );
    }
    for (const s of series) {
      const points = [...s.points].sort((a, b) => a.pages - b.pages).filter((p) => panel.value(p) > 0);
      if (!points.length) continue;
      const anchor = points.find((p) => p.pages >= 1000) ?? points[0];
      if (anchor && points.length > 1) {
        const perPage = panel.value(anchor) / anchor.pages;
        const from = Math.max(anchor.pages, xMin);
        const to = Math.max(...points.map((p) => p.pages));
        if (to > from)
          out.push(
            `<line x1="${x(from).toFixed(1)}" y1="${y(perPage * from).toFixed(1)}" x2="${x(to).toFixed(1)}" y2="${y(perPage * to).toFixed(1)}" stroke="${s.color}" stroke-opacity="0.45" stroke-dasharray="2 3" stroke-width="1.5"/>`,
          );
      }
      out.push(
        `<polyline fill="none" stroke="${s.color}" stroke-width="2.5" points="${points.map((p) => `${x(p.pages).toFixed(1)},${y(panel.value(p)).toFixed(1)}`).join(' ')}"/>`,
      );
      for (const p of points) {
        const xx = x(p.pages);
        const yy = y(panel.value(p));
        out.push(
          `<circle cx="${xx.toFixed(1)}" cy="${yy.toFixed(1)}" r="4" fill="${s.color}"/>`,
          `<text x="${(xx + 7).toFixed(1)}" y="${(yy + 4).toFixed(1)}" fill="${s.color}" font-weight="600">${fmt(panel.value(p))} ${panel.unit}</text>`,
        );
      }
    }
  });
  const legendY = height - 22;
  let legendX = 70;
  for (const s of series) {
    out.push(
      `<line x1="${legendX}" x2="${legendX + 28}" y1="${legendY}" y2="${legendY}" stroke="${s.color}" stroke-width="2.5"/>`,
      `<text x="${legendX + 34}" y="${legendY + 4}">${esc(s.label)}</text>`,
    );
    legendX += 40 + s.label.length * 7;
  }
  out.push(
    `<text x="${legendX + 10}" y="${legendY + 4}" fill="#555">dotted: proportional to pages from the 1k point</text>`,
    '</svg>',
  );
  return `${out.join('\n')}\n`;
}
