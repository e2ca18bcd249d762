#!/usr/bin/env node
import { progressLine } from '../upload.js';
import { main } from './upload.js';

const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
const progress =
  process.stderr.isTTY && !ci
    ? (saved: number, total: number) =>
        process.stderr.write(saved < total ? `\r${progressLine(saved, total)}\x1b[K` : '\r\x1b[K')
    : undefined;
process.exitCode = await main(process.argv.slice(2), process.env, console.log, console.error, progress);
