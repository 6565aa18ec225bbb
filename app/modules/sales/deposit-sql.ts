// The deposit rule of catalog/pricing.ts (splitDeposit: round(amount × ratio), DESIGN.md "Money") written once as
// SQL, for the aggregates that add deposits up in the database rather than row by row in the server.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

export function depositSql(amount: SQL | AnyColumn, ratio: SQL | AnyColumn): SQL {
  return sql`round(${amount} * ${ratio})`;
}
