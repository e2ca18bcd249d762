import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Any, launchChromium } from './chromium.js';
import { mddBin } from './engines.js';
import { basePath } from './paths.js';
import { siteCopyCache, siteCopyDir } from './site-copy.js';
import { median } from './timed.js';
import { discard } from './trash.js';

export interface DevStart {
  /** From starting the dev command to the watched doc page's data answered with 200. */
  ms: number;
  /** From starting the dev command to the app's HTML answered with 200 (earlier than `ms`). */
  htmlMs: number;
  /** What the server reports itself ("Dev server ready in N ms", inside the process). */
  reportedMs: number;
}

export interface DevFigures {
  /** Start without the content cache, then with it. */
  cold: DevStart;
  warm: DevStart;
  /** The page edited and watched. */
  page: string;
  /** From saving the page to its new text painted in the open tab, per edit. */
  editMs: number[];
  editMedianMs: number;
}

const port = 5199;
const origin = `http://127.0.0.1:${port}`;

async function startServer(
  contentDir: string,
  route: string,
): Promise<{ child: ChildProcess; start: DevStart; output: () => string }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [mddBin, 'dev', '.', '--content', contentDir, '--port', String(port)],
    {
      cwd: siteCopyDir,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const deadline = started + 60_000;
  let htmlMs: number | undefined;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dev server stopped:\n${output}`);
    const url =
      htmlMs === undefined ? `${origin}${basePath}` : `${origin}${basePath}${route.slice(1)}/index.json`;
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (!ok) await new Promise((resolve) => setTimeout(resolve, 20));
    else if (htmlMs === undefined) htmlMs = performance.now() - started;
    else {
      const ms = performance.now() - started;
      const reported = /ready in (\d+) ms/.exec(output);
      return {
        child,
        start: { ms, htmlMs, reportedMs: reported ? Number(reported[1]) : Number.NaN },
        output: () => output,
      };
    }
  }
  stopServer(child);
  throw new Error(`the dev server did not answer within 60 s:\n${output}`);
}

function stopServer(child: ChildProcess) {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

/**
 * The dev server of the bench's snapshot of apps/site on a copy of the real content: how long it
 * takes to start (without and with the content cache), then how long a saved edit takes to show in
 * an open tab (a paragraph appended to `editPage`, watched in Chromium until painted).
 */
export async function measureDev(
  contentDir: string,
  editPage: string,
  route: string,
  edits = 7,
): Promise<DevFigures> {
  discard(path.join(siteCopyCache, 'content'));
  const first = await startServer(contentDir, route);
  // The full build goes on behind the first answers: let it fill the cache before the second start.
  const deadline = performance.now() + 60_000;
  while (!/mdx-pipeline \d+ pages/.test(first.output()) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  stopServer(first.child);
  await new Promise((resolve) => first.child.once('exit', resolve));
  const { child, start: warm } = await startServer(contentDir, route);

  try {
    const editMs = await measureEdits(contentDir, editPage, route, edits);
    return { cold: first.start, warm, page: editPage, editMs, editMedianMs: median(editMs) };
  } finally {
    stopServer(child);
  }
}

/** Edits of one page of the running dev server, each timed from the save to the new text painted in Chromium. */
async function measureEdits(contentDir: string, editPage: string, route: string, edits: number) {
  const file = path.join(contentDir, editPage);
  const original = fs.readFileSync(file, 'utf8');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // An edit saved before Vite's client has connected would never reach the tab.
    const connected = page.waitForEvent('console', {
      predicate: (message: Any) => message.text().includes('[vite] connected'),
      timeout: 60_000,
    });
    await page.goto(`${origin}${basePath}${route.replace(/^\//, '')}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await connected;
    const editMs: number[] = [];
    for (let edit = 1; edit <= edits; edit++) {
      const token = `Benchmark edit ${edit} at ${Date.now()}`;
      await page.evaluate((text: string) => {
        const w = window as unknown as { __benchPainted?: number };
        w.__benchPainted = undefined;
        const observer = new MutationObserver(() => {
          if (!document.querySelector('main')?.textContent?.includes(text)) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            w.__benchPainted = Date.now();
          });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, token);
      const saved = Date.now();
      fs.writeFileSync(file, `${original}\n${token}.\n`);
      const handle = await page.waitForFunction(
        () => (window as unknown as { __benchPainted?: number }).__benchPainted,
        undefined,
        { timeout: 30_000 },
      );
      editMs.push((await handle.jsonValue()) - saved);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return editMs;
  } finally {
    fs.writeFileSync(file, original);
    await browser.close();
  }
}

export interface DevScaleFigures {
  /** Started without the content cache. */
  start: DevStart;
  page: string;
  editMs: number[];
  editMedianMs: number;
}

/**
 * The dev server on a large generated tree: started without its content cache (until one page's
 * data answers), then edits of that page watched in Chromium while the full build runs behind.
 */
export async function measureDevAtScale(
  contentDir: string,
  editPage: string,
  route: string,
  edits = 5,
): Promise<DevScaleFigures> {
  discard(path.join(siteCopyCache, 'content'));
  const { child, start } = await startServer(contentDir, route);
  try {
    const editMs = await measureEdits(contentDir, editPage, route, edits);
    return { start, page: editPage, editMs, editMedianMs: median(editMs) };
  } finally {
    stopServer(child);
  }
}
