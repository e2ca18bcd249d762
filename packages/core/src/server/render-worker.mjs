// Renders pages on a worker thread: writes a page's JSON and Markdown twin, then its HTML from the
// server bundle's renderPageDocument, one task at a time ({id, route, json, markdown, files}, see
// render-pool.ts), answering each task's id (or the error, with the source place a page module
// recorded on it) when written.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const server = await import(workerData.serverEntry);

parentPort.on('message', async ({ id, route, json, markdown, files }) => {
  try {
    // The twin sits beside the page's folder: one folder made holds both.
    fs.mkdirSync(path.dirname(files.json), { recursive: true });
    fs.writeFileSync(files.json, json);
    if (files.twin) fs.writeFileSync(files.twin, markdown);
    fs.writeFileSync(files.html, await server.renderPageDocument(route, json, workerData.context));
    parentPort.postMessage({ id });
  } catch (error) {
    const { name, message, stack, mddPlace } = error instanceof Error ? error : { message: String(error) };
    parentPort.postMessage({ id, error: { name, message, stack: `${route}: ${stack}`, mddPlace } });
  }
});
