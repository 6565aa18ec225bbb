// The shipment milestones of an order (issue 18 item 3): their order, which fields each one asks, and the check of
// what the administrator typed. Messages are `tracking:` keys.
import { isCalendarDay } from "../forms/calendar-day.ts";
import { z } from "zod";
import { ORDER_MILESTONES, type OrderMilestone } from "./statuses.ts";

export { ORDER_MILESTONES, type OrderMilestone };

/** Steps the payments reach by themselves (issue 26 item 5): they never hold back the shipment's own steps. */
export const PAYMENT_MILESTONES: readonly OrderMilestone[] = ["deposit_received", "balance_received"];

/** The index of the last shipment step reached, payment steps left aside (-1 when none). */
export function lastShipmentIndex(reached: readonly OrderMilestone[]): number {
  const shipment = reached.filter((milestone) => !PAYMENT_MILESTONES.includes(milestone));
  return Math.max(-1, ...shipment.map((milestone) => ORDER_MILESTONES.indexOf(milestone)));
}

/** Whether the administrator may still set this step: never twice, and a shipment step never behind a later one. */
export function canSetMilestone(reached: readonly OrderMilestone[], milestone: OrderMilestone): boolean {
  if (reached.includes(milestone)) return false;
  return PAYMENT_MILESTONES.includes(milestone) || ORDER_MILESTONES.indexOf(milestone) > lastShipmentIndex(reached);
}

/** The next milestone to set after the reached ones, or null when the order is delivered. */
export function nextMilestone(reached: readonly OrderMilestone[]): OrderMilestone | null {
  const after = ORDER_MILESTONES.slice(lastShipmentIndex(reached) + 1);
  return after.find((milestone) => canSetMilestone(reached, milestone)) ?? null;
}

export function isOrderMilestone(value: unknown): value is OrderMilestone {
  return typeof value === "string" && (ORDER_MILESTONES as readonly string[]).includes(value);
}

/** Fields a milestone asks beyond its date, note and photo. */
export const MILESTONE_FIELDS: Record<OrderMilestone, ReadonlyArray<"reference" | "vessel" | "estimatedArrival">> = {
  deposit_received: [],
  production: [],
  quality_check: [],
  balance_received: [],
  loaded: ["reference"],
  at_sea: ["vessel", "estimatedArrival"],
  arrived: [],
  customs_cleared: [],
  delivered: [],
};

const isoDate = z.string().trim().refine(isCalendarDay, "tracking:errors.dateInvalid");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tracking:errors.tooLong")
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

export const MilestoneFormSchema = z
  .object({
    milestone: z.enum(ORDER_MILESTONES, { error: "tracking:errors.milestoneInvalid" }),
    reachedOn: isoDate,
    reference: optionalText(100),
    vessel: optionalText(100),
    estimatedArrival: z
      .string()
      .trim()
      .transform((value) => value || null)
      .nullish()
      .transform((value) => value ?? null)
      .refine((value) => value === null || isCalendarDay(value), "tracking:errors.dateInvalid"),
    note: optionalText(2000),
    photoUrl: optionalText(500).refine(
      (value) => value === null || /^\/uploads\/[A-Za-z0-9/._-]+$/.test(value),
      "tracking:errors.photoInvalid",
    ),
  })
  .superRefine((values, ctx) => {
    const required = MILESTONE_FIELDS[values.milestone];
    for (const field of required) {
      if (!values[field]) ctx.addIssue({ code: "custom", path: [field], message: `tracking:errors.${field}Required` });
    }
  });

export type MilestoneForm = z.infer<typeof MilestoneFormSchema>;
