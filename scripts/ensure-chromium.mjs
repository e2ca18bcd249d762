#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the browser tests; installs it with apt-get when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

console.log(`Chromium not found at ${chromium}: installing Debian's chromium package for the browser tests.`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
} catch {
  console.error(
    [
      'Could not install Chromium. The browser tests need it.',
      'Install it yourself with: sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run the tests again.',
    ].join('\n'),
  );
  process.exit(1);
}
if (!fs.existsSync(chromium)) {
  console.error(
    `apt-get finished but ${chromium} is still missing; set CHROMIUM_PATH to your Chromium binary.`,
  );
  process.exit(1);
}
