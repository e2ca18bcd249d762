import { expect } from 'vitest';
import { SiteConfigError } from '../../src/config/schema.js';

/** The message of the `SiteConfigError` that `run` throws (the test fails on any other outcome). */
export async function configErrorOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as Error).message;
  }
  throw new Error('expected an error');
}
