import { useTranslation } from "../../modules/i18n/react.tsx";
import { useLocale } from "../locale-link.tsx";
import { LOCALE_TAGS } from "../../modules/i18n/locales.ts";
import { formatXpfForDisplay, type DisplayRate } from "../../modules/catalog/pricing.ts";

/** Formats XPF amounts in the page language's display currency; 0 reads 'Sur devis' (translated). */
export function useDisplayMoney(display: DisplayRate) {
  const { t } = useTranslation("product");
  const tag = LOCALE_TAGS[useLocale()];
  const money = (amountXpf: number) => formatXpfForDisplay(amountXpf, display, tag);
  return { money, priceOrQuote: (amountXpf: number) => (amountXpf === 0 ? t("onQuote") : money(amountXpf)) };
}
