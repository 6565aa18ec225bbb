// The business's calendar and clock: French Polynesia (UTC−10, no daylight saving). Every date the site, the back
// office, the mails, the exports and the documents show is written in Tahiti time by these formatters.
export const TAHITI_TIME_ZONE = "Pacific/Tahiti";

const DATE = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TAHITI_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const DATE_TIME = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TAHITI_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});
const DATE_TIME_SECONDS = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TAHITI_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "medium",
});
const ISO_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: TAHITI_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** 'dd/mm/yyyy' (exports, lists). */
export function formatTahitiDate(at: Date): string {
  return DATE.format(at);
}

/** 'dd/mm/yyyy hh:mm' (storefront §9's date format: mails, sign-in blocks). */
export function formatTahitiDateTime(at: Date): string {
  return DATE_TIME.format(at);
}

/** 'dd/mm/yyyy hh:mm:ss' (the audit log, where seconds tell events apart). */
export function formatTahitiDateTimeSeconds(at: Date): string {
  return DATE_TIME_SECONDS.format(at);
}

/** 'YYYY-MM-DD' of an instant in Tahiti: the day it falls on there (documents' dates, the year of their number). */
export function tahitiIsoDate(at: Date): string {
  return ISO_DATE.format(at);
}
