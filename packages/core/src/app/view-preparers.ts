import type { View } from '../router/views.js';

type Preparer = (route: string, view: View) => Promise<unknown> | undefined;

const preparers = new Set<Preparer>();

/**
 * Adds what must be loaded before a view shows (data a page's hooks read synchronously, in a chunk
 * of its own): the router awaits it after loading the view, before the first render too.
 */
export function addViewPreparer(preparer: Preparer): void {
  preparers.add(preparer);
}

/** What the preparers load for `view` at `route`, all of it. */
export async function prepareView(route: string, view: View): Promise<void> {
  await Promise.all([...preparers].map((prepare) => prepare(route, view)));
}
