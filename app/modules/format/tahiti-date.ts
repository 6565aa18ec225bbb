// The business's calendar and clock: French Polynesia (UTC−10, no daylight saving). Every date the site, the back
// office, the mails, the exports and the documents show is written in Tahiti time by these formatters, the only
// ones of the app (an instant arrives as a Date, or as the ISO string a loader turned it into).
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
const LONG_DATE_TIME = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TAHITI_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});
const ISO_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: TAHITI_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** 'dd/mm/yyyy' (exports, lists). */
export function formatTahitiDate(at: Date | string): string {
  return DATE.format(new Date(at));
}

/** 'dd/mm/yyyy hh:mm' (storefront §9's date format: mails, sign-in blocks). */
export function formatTahitiDateTime(at: Date | string): string {
  return DATE_TIME.format(new Date(at));
}

/** 'dd/mm/yyyy hh:mm:ss' (the audit log, where seconds tell events apart). */
export function formatTahitiDateTimeSeconds(at: Date | string): string {
  return DATE_TIME_SECONDS.format(new Date(at));
}

/** '3 décembre 2026 à 07:38' (the import's facts of a product). */
export function formatTahitiLongDateTime(at: Date | string): string {
  return LONG_DATE_TIME.format(new Date(at));
}

/** 'YYYY-MM-DD' of an instant in Tahiti: the day it falls on there (documents' dates, the year of their number). */
export function tahitiIsoDate(at: Date | string): string {
  return ISO_DATE.format(new Date(at));
}

/** A calendar day 'YYYY-MM-DD' (or the start of an ISO string) as 'DD/MM/YYYY', with no time zone shift; '' for none. */
export function formatCalendarDay(isoDay: string | null | undefined): string {
  if (!isoDay) return "";
  const [year, month, day] = isoDay.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}
