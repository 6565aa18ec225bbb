// Dates of the sales screens, in French and in Tahiti time (issue 16 item 7).
const DATE_TIME = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Pacific/Tahiti",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const DATE = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Pacific/Tahiti",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** 'dd/mm/yyyy hh:mm' of an ISO instant. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** 'dd/mm/yyyy' of an ISO instant. */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
