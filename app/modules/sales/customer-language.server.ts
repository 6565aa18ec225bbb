// The language a customer last wrote to the business in: their latest order's, else their latest request's (a lead
// from a public form). A quote that no order made follows it (DESIGN.md ruling 18: quotes and every email follow the
// buyer's language), so a buyer who asked in English is reminded in English; French when the customer has neither.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { leads, orders } from "../../db/schema/index.ts";

/** SQL: the language of the customer whose id is `customerId` (a column of the outer query), or null. */
export function customerLanguageSql(customerId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(
    select last_words.lang from (
      select ${orders.lang} as lang, ${orders.createdAt} as at from ${orders} where ${orders.customerId} = ${customerId}
      union all
      select ${leads.lang}, ${leads.createdAt} from ${leads} where ${leads.customerId} = ${customerId}
    ) as last_words
    order by last_words.at desc
    limit 1
  )`;
}

/** SQL: a quote's language: its order's, else its customer's (customerLanguageSql). */
export function quoteLanguageSql(orderLang: AnyColumn, customerId: AnyColumn): SQL<string | null> {
  return sql<string | null>`coalesce(${orderLang}, ${customerLanguageSql(customerId)})`;
}
