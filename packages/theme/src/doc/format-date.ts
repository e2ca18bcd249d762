/**
 * `Nov 21, 2026` for a Unix time in seconds, in `locale` (`21 nov. 2026` in `fr`), in UTC, so
 * server and browser print the same.
 */
export function formatDate(unixSeconds: number, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(unixSeconds * 1000));
}
