import type { ReactNode } from "react";
import { Card, CardContent } from "../../ui/card.tsx";
import { Section } from "../../ui/section.tsx";

/** One block of the kit page: a titled section holding a card. */
export function ShowcaseSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Section title={title} description={description}>
      <Card>
        <CardContent className="grid grid-cols-1 gap-5">{children}</CardContent>
      </Card>
    </Section>
  );
}

/** A row of examples under a small caption naming the state they show. */
export function StateRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-center">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}

/** The focus ring as the keyboard shows it, drawn permanently so the page shows the state without a keypress. */
export const FOCUS_SHOWN = "outline-2 outline-offset-2 outline-brand-600";
