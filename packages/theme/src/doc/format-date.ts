/** One formatter per locale: making one costs fifty times a date it formats (a page each, 100,000 in a large build). */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `Nov 21, 2026` for a Unix time in seconds, in `locale` (`21 nov. 2026` in `fr`), in UTC, so
 * server and browser print the same.
 */
export function formatDate(unixSeconds: number, locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(unixSeconds * 1000));
}
