/** Resolves once `check` holds, trying every 50 ms; throws after `tries` tries. */
export async function until(check: () => boolean | Promise<boolean>, tries = 400): Promise<void> {
  for (let tried = 0; tried < tries; tried++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}
