import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toolsDir } from './install.js';
import { basePath, chromiumFlags, chromiumPath } from './paths.js';
import { serve } from './serve.js';
import { median } from './timed.js';
import { measuredPages, type PageId } from './weight.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms (simulated mobile throttling). */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  fcp: number;
  cls: number;
  /** Audits that failed in accessibility, best practices and SEO (why a score is below 100). */
  failed: string[];
  runs: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mdd-bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, process: child, profile };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

/**
 * Runs Lighthouse 12.8 (default config: mobile, simulated throttling) `runs` times on each measured
 * page of a build and keeps the median of each figure. The machine has no network beyond the
 * registries, so requests to other origins fail (none of the measured pages makes one). The last
 * report of each page is kept in `reportDir` (JSON, for Lighthouse's viewer), when given.
 */
export async function measureLighthouse(
  buildDir: string,
  runs: number,
  reportDir?: string,
): Promise<Record<PageId, LighthouseScores>> {
  const { default: lighthouse } = await import(
    pathToFileURL(path.join(toolsDir, 'node_modules/lighthouse/core/index.js')).href
  );
  const server = await serve(buildDir);
  const chrome = await launchChromium();
  try {
    const results = {} as Record<PageId, LighthouseScores>;
    for (const measured of measuredPages) {
      const url = `${server.origin}${basePath}${measured.route}`;
      // biome-ignore lint/suspicious/noExplicitAny: Lighthouse's result type is not installed with the repo
      const reports: any[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
        reports.push(result.lhr);
      }
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(
          path.join(reportDir, `${measured.id}.json`),
          JSON.stringify(reports[reports.length - 1]),
        );
      }
      const score = (lhr: { categories: Record<string, { score: number | null }> }, id: string) =>
        Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
        lhr.audits[id]?.numericValue ?? Number.NaN;
      const last = reports[reports.length - 1];
      const failed: string[] = [];
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of last.categories[category].auditRefs) {
          const result = last.audits[ref.id];
          if (ref.weight > 0 && result.score !== null && result.score < 1)
            failed.push(`${category}: ${ref.id}`);
        }
      }
      results[measured.id] = {
        performance: median(reports.map((r) => score(r, 'performance'))),
        accessibility: median(reports.map((r) => score(r, 'accessibility'))),
        bestPractices: median(reports.map((r) => score(r, 'best-practices'))),
        seo: median(reports.map((r) => score(r, 'seo'))),
        lcp: median(reports.map((r) => audit(r, 'largest-contentful-paint'))),
        tbt: median(reports.map((r) => audit(r, 'total-blocking-time'))),
        fcp: median(reports.map((r) => audit(r, 'first-contentful-paint'))),
        cls: median(reports.map((r) => audit(r, 'cumulative-layout-shift'))),
        failed,
        runs,
      };
    }
    return results;
  } finally {
    chrome.process.kill();
    await new Promise((resolve) => chrome.process.once('exit', resolve).once('error', resolve));
    fs.rmSync(chrome.profile, { recursive: true, force: true });
    await server.close();
  }
}
