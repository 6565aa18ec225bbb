// A definition list of an order's facts, shared by the checkout and result pages.
import type { ReactNode } from "react";

export type OrderFact = { label: string; value: ReactNode; emphasis?: boolean };

export function OrderFacts({ facts, label }: { facts: OrderFact[]; label?: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-slate-600">{fact.label}</dt>
          <dd
            className={
              fact.emphasis ? "text-right text-base font-bold text-brand-800" : "text-right font-medium text-slate-900"
            }
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
