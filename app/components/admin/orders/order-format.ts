// How the back office's sales screens write dates, amounts and order numbers: French format, Tahiti time.
import type { Currency } from "../../../modules/money/currency.ts";
import { formatMoney } from "../../../modules/catalog/pricing.ts";

const TIME_ZONE = "Pacific/Tahiti";
const day = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const dayTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** dd/mm/yyyy in Tahiti. */
export function formatDay(iso: string | Date): string {
  return day.format(new Date(iso));
}

/** dd/mm/yyyy hh:mm in Tahiti. */
export function formatDayTime(iso: string | Date): string {
  return dayTime.format(new Date(iso));
}

/** dd/mm/yyyy of a calendar day (YYYY-MM-DD), without any time zone shift. */
export function formatCalendarDay(isoDay: string): string {
  const [year, month, date] = isoDay.split("-");
  return `${date}/${month}/${year}`;
}

/** An amount in its currency's minor unit, French style ('12 345 XPF', '1 234,56 USD'). */
export function formatAmount(amountMinor: number, currency: Currency): string {
  return formatMoney(amountMinor, currency, "fr-FR");
}

/** The order's number in the back office (modules/sales/order-number.ts). */
export { orderNumber } from "../../../modules/sales/order-number.ts";
