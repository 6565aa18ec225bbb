// The at-scale customers and what they bought (scripts/seed-scale.ts): orders with a deposit, and card payments.
import type * as t from "../../app/db/schema/index.ts";
import { chosenOptions, fromXpf, SPAN_DAYS, XPF_PER, type Person, type Product, type SeedPlan } from "./common.ts";
import type { Random } from "./random.ts";
import * as words from "./random.ts";

export function makeCustomers(r: Random, { counts }: SeedPlan): Person[] {
  return Array.from({ length: counts.customers }, (_, i) => {
    const first = r.pick(words.FIRST_NAMES);
    const last = r.pick(words.LAST_NAMES);
    const ascii = `${first}.${last}`
      .normalize("NFD")
      .replace(/[^A-Za-z.]/g, "")
      .toLowerCase();
    return {
      id: r.uuid(),
      email: `${ascii || "client"}.${i + 1}@${r.pick(["mail.pf", "gmail.com", "vini.pf", "outlook.fr", "entreprise.pf"])}`,
      fullName: `${first} ${last}`,
      location: r.pick(words.PLACES),
      company: r.next() < 0.3 ? `${r.pick(words.COMPANY_WORDS)} ${r.pick(words.COMPANY_WORDS)} SARL` : null,
    };
  });
}

export function makeOrders(r: Random, { counts, until }: SeedPlan, people: Person[], catalogue: Product[]) {
  return Array.from({ length: counts.orders }, () => {
    const product = catalogue[r.skewed(catalogue.length)]!;
    const customer = people[r.skewed(people.length, 1.5)]!;
    const qty = r.weighted([
      [1, 70],
      [2, 15],
      [3, 8],
      [r.int(4, 20), 7],
    ] as const);
    const currency = r.weighted([
      ["XPF", 85],
      ["USD", 10],
      ["EUR", 5],
    ] as const);
    const status = r.weighted([
      ["paid", 35],
      ["pending", 40],
      ["processing", 15],
      ["cancelled", 10],
    ] as const);
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    return {
      id: r.uuid(),
      customerId: customer.id,
      productId: product.id,
      productSlug: product.slug,
      qty,
      amount: fromXpf(product.priceXpf * qty, currency),
      currency,
      depositRatio: r.weighted([
        [0.6, 80],
        [0.3, 10],
        [0.5, 5],
        [1, 5],
      ] as const),
      status,
      options: chosenOptions(r),
      projectType: r.pick(["habitat", "tourisme", "agriculture", "btp", null]),
      lang: r.weighted([
        ["fr", 85],
        ["en", 10],
        ["zh", 5],
      ] as const),
      paidAt: status === "paid" ? new Date(createdAt.getTime() + r.int(1, 72) * 3_600_000) : null,
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof t.orders.$inferInsert;
  });
}

export function makeCardPayments(r: Random, { counts, until }: SeedPlan, people: Person[], catalogue: Product[]) {
  return Array.from({ length: counts.cardPayments }, (_, i): typeof t.cardPaymentOrders.$inferInsert => {
    const product = catalogue[r.skewed(catalogue.length)]!;
    const quantity = r.weighted([
      [1, 85],
      [2, 10],
      [r.int(3, 10), 5],
    ] as const);
    const status = r.weighted([
      ["paid", 55],
      ["pending", 25],
      ["failed", 12],
      ["cancelled", 8],
    ] as const);
    const provider = r.next() < 0.8 ? "airwallex" : "sandbox";
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    const amountXpf = Math.min(product.priceXpf, 500_000) * quantity;
    return {
      id: r.uuid(),
      status,
      amountCents: fromXpf(amountXpf, "USD"),
      currency: "USD",
      amountXpf,
      xpfPerUnit: XPF_PER.USD,
      quantity,
      options: chosenOptions(r),
      buyerEmail: people[r.int(0, people.length - 1)]!.email,
      productId: product.id,
      productSlug: product.slug,
      provider,
      paymentLinkId: `pl_scale_${i + 1}`,
      paymentIntentId: provider === "airwallex" ? `int_scale_${i + 1}` : null,
      paidAt: status === "paid" ? new Date(createdAt.getTime() + r.int(1, 600) * 1000) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
