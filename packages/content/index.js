import { fileURLToPath } from 'node:url';

/** Absolute path of the content tree (the folder holding the section folders). */
export const contentDir = fileURLToPath(new URL('.', import.meta.url));

/** Absolute path of the static files (images referenced as `/img/...`). */
export const staticDir = fileURLToPath(new URL('./static', import.meta.url));

/** The sections of the site in navbar order, with their labels. */
export const sections = [
  { id: 'api', label: 'API' },
  { id: 'sdk', label: 'SDKs' },
  { id: 'sheets', label: 'Sheets Add-On' },
  { id: 'account', label: 'Accounts & Billing' },
  { id: 'docs', label: 'Docs' },
];
