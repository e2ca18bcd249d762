import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumFlags, chromiumPath, siteDir } from './paths.js';

// biome-ignore lint/suspicious/noExplicitAny: playwright-core is resolved at run time from apps/site
export type Any = any;

/** Headless Chromium (Debian's, `CHROMIUM_PATH` overrides it) through apps/site's playwright-core. */
export function launchChromium(): Promise<Any> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const { chromium } = require('playwright-core') as Any;
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags.filter((flag) => flag !== '--headless'),
  });
}
