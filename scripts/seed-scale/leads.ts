// The at-scale leads (scripts/seed-scale.ts): quote requests from the home page, a product page or the quote form.
import type * as t from "../../app/db/schema/index.ts";
import { chosenOptions, SPAN_DAYS, type Person, type Product, type SeedPlan } from "./common.ts";
import type { Random } from "./random.ts";
import * as words from "./random.ts";

export function makeLeads(
  r: Random,
  { counts, until }: SeedPlan,
  people: Person[],
  catalogue: Product[],
): Array<typeof t.leads.$inferInsert> {
  return Array.from({ length: counts.leads }, () => {
    const customer = people[r.int(0, people.length - 1)]!;
    const source = r.weighted([
      ["home", 40],
      ["product", 45],
      ["devis", 15],
    ] as const);
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    return {
      id: r.uuid(),
      customerId: customer.id,
      productSlug: source === "product" ? catalogue[r.skewed(catalogue.length)]!.slug : null,
      status: r.weighted([
        ["new", 35],
        ["qualified", 20],
        ["contacted", 20],
        ["converted", 10],
        ["lost", 15],
      ] as const),
      source,
      projectType: r.pick(["habitat", "tourisme", "agriculture", "btp"]),
      message: r.pick(words.MESSAGES).replace("{place}", customer.location),
      location: customer.location,
      options: source === "home" ? null : chosenOptions(r),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
