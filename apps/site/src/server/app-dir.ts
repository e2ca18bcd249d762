import { fileURLToPath } from 'node:url';

/** The site app's folder (`apps/site`). */
export const appDir = fileURLToPath(new URL('../..', import.meta.url));
