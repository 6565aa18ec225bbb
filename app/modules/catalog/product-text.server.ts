// Server-side strings of the product sheet's form, in the visitor's language (action messages).
import type { TFunction } from "../i18n/i18n.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import type { Locale } from "../i18n/locales.ts";

export const getProductT = (locale: Locale): TFunction<"product"> => getServerT(locale, "product");
