// To the business, in French, at 7:00 in Tahiti: what needs the owner today (issue 31 item 4). Sent only when a
// section has something; a lead waiting more than 48 h is in red.
import { getMailT } from "../mail-i18n.server.ts";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

export type MorningListSection = { title: string; items: Array<{ text: string; href: string; isLate?: boolean }> };

type MorningListMailProps = {
  subject: string;
  sections: MorningListSection[];
  dashboardUrl: string;
  company: MailCompany;
};

export function MorningListMail({ subject, sections, dashboardUrl, company }: MorningListMailProps) {
  const t = getMailT("fr");
  return (
    <MailLayout lang="fr" title={subject} preheader={t("morningList.intro")} company={company}>
      <p style={{ margin: "0 0 12px" }}>{t("morningList.intro")}</p>
      {sections.map((section) => (
        <div key={section.title} style={{ margin: "0 0 16px" }}>
          <p style={{ margin: "0 0 6px", fontWeight: 700 }}>
            {section.title} ({section.items.length})
          </p>
          <ul style={{ margin: 0, paddingLeft: "20px" }}>
            {section.items.map((item) => (
              <li key={item.href + item.text} style={{ margin: "0 0 4px", color: item.isLate ? "#b91c1c" : undefined }}>
                <a href={item.href} style={{ color: item.isLate ? "#b91c1c" : "#0f5f73" }}>
                  {item.text}
                </a>
                {item.isLate ? ` — ${t("morningList.late")}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <MailButton href={dashboardUrl}>{t("morningList.button")}</MailButton>
    </MailLayout>
  );
}
