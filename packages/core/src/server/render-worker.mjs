// Renders pages to HTML files on a worker thread: the server bundle's renderPageDocument, one task
// at a time ({id, route, json, file}), answering each task's id (or the error, with the source place a
// page module recorded on it) when written.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const server = await import(workerData.serverEntry);

parentPort.on('message', async ({ id, route, json, file }) => {
  try {
    const html = await server.renderPageDocument(route, json, workerData.context);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    parentPort.postMessage({ id });
  } catch (error) {
    const { name, message, stack, mddPlace } = error instanceof Error ? error : { message: String(error) };
    parentPort.postMessage({ id, error: { name, message, stack: `${route}: ${stack}`, mddPlace } });
  }
});
