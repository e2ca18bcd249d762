import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let browser: Browser | undefined;

export async function connect(): Promise<Browser> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return browser;
}

/** Absolute URL of a route of the site under test. */
export function url(route = '/'): string {
  return inject('baseUrl') + route.replace(/^\//, '');
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
}

/** A fresh context and page; `javaScript: false` reads pages as a crawler would. */
export async function openPage(
  options: { javaScript?: boolean; width?: number; colorScheme?: 'light' | 'dark'; route?: string } = {},
): Promise<OpenPage> {
  const context = await (await connect()).newContext({
    javaScriptEnabled: options.javaScript ?? true,
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.route !== undefined) await visit(page, options.route, options.javaScript ?? true);
  return { context, page, errors };
}

/** Loads a route and, with JavaScript on, waits until the app has hydrated (`<html data-ready>`). */
export async function visit(page: Page, route: string, javaScript = true): Promise<void> {
  await page.goto(url(route));
  if (javaScript) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}
