// The dashboard's first card: the owner's morning list, the same sections as the 07:00 mail (issue 31 item 5).
import type { MorningListSection } from "../../../modules/mail/templates/morning-list.tsx";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";

export function MorningListCard({ sections }: { sections: MorningListSection[] }) {
  const { t } = useTranslation("admin-dashboard");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("morningList.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {sections.length === 0 ? <p className="text-sm text-muted-foreground">{t("morningList.empty")}</p> : null}
        {sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h3 className="mb-1 text-sm font-semibold">{`${section.title} (${section.items.length})`}</h3>
            <ul className="list-disc space-y-0.5 pl-5 text-sm">
              {section.items.map((item) => (
                <li key={`${item.href}:${item.text}`}>
                  <a
                    href={new URL(item.href).pathname}
                    className={item.isLate ? "text-red-700 underline" : "underline"}
                  >
                    {item.text}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
