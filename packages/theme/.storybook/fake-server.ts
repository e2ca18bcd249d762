import { apiFullSidebar } from '../src/fixtures/index.js';

/** Sidebar files stories point `sidebarFile` at: the full api tree, one that never loads, a missing one. */
export const sidebarFiles = {
  api: '_sidebars/api.json',
  pending: '_sidebars/pending.json',
  missing: '_sidebars/missing.json',
};

const markdown = '# Candles\n\nThe candles endpoint returns historical price bars for a single stock.\n';

function respond(url: string): Promise<Response> {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === `/docs-staging/${sidebarFiles.api}`) return Promise.resolve(Response.json(apiFullSidebar));
  if (path === `/docs-staging/${sidebarFiles.pending}`) return new Promise(() => {});
  if (path.endsWith('.md')) {
    return Promise.resolve(new Response(markdown, { headers: { 'content-type': 'text/markdown' } }));
  }
  return Promise.resolve(new Response('Not found', { status: 404 }));
}

/** Answers the theme's fetches (sidebar files, Markdown twins) from fixtures; returns the undo. */
export function installFakeServer(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input) => respond(input instanceof Request ? input.url : String(input));
  return () => {
    globalThis.fetch = original;
  };
}
