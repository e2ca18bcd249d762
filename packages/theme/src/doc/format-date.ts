const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Nov 21, 2026` for a Unix time in seconds, in UTC, so server and browser print the same. */
export function formatDate(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
