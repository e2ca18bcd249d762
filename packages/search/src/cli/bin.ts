#!/usr/bin/env node
import { main } from './upload.js';

process.exitCode = await main(process.argv.slice(2), process.env);
