// Dates on the customer's pages and emails.

/** A calendar date (yyyy-mm-dd) written for the reader of `tag`, e.g. '12 décembre 2026'. */
export function formatDay(isoDate: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
