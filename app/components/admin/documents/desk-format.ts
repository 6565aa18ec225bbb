// How the document desk shows money and dates: French formats, the document's currency, Tahiti's calendar day.
import { formatMoney, type MoneyCurrency } from "../../../modules/catalog/pricing.ts";

export function deskMoney(amountMinor: number, currency: string): string {
  return formatMoney(amountMinor, currency as MoneyCurrency, "fr-FR");
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: "Pacific/Tahiti" });
const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Pacific/Tahiti",
});

/** An ISO instant as a French date ('25/11/2026'), or with the time. */
export function deskDate(iso: string, withTime = false): string {
  return (withTime ? dateTimeFormat : dateFormat).format(new Date(iso));
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function deskDay(isoDay: string | null | undefined): string {
  if (!isoDay) return "";
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
}
