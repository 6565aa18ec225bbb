// The scheduler's 7:00 job (Tahiti time): the morning list mailed to the owner through the outbox; nothing when the
// list is empty (issue 31 item 4).
import { formatTahitiDate, formatTahitiDateTime } from "../format/tahiti-date.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, mailCompany, renderMail } from "../mail/render-mail.server.tsx";
import { MorningListMail, type MorningListSection } from "../mail/templates/morning-list.tsx";
import { orderNumber } from "../sales/order-number.ts";
import { jobLabel } from "../scheduler/job-labels.ts";
import type { JobContext } from "../scheduler/scheduled-job.ts";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import { getMorningList, isMorningListEmpty, type MorningList } from "./get-morning-list.server.ts";

const day = (iso: string) => formatTahitiDate(new Date(`${iso}T12:00:00-10:00`));

/** The list's sections with something in them, each item linking to its back-office page. */
export function morningListSections(list: MorningList, publicUrl: string): MorningListSection[] {
  const t = getMailT("fr");
  const url = (path: string) => new URL(path, publicUrl).toString();
  const sections: MorningListSection[] = [
    {
      title: t("morningList.leads"),
      items: list.leads.map((lead) => ({
        text: t("morningList.lead", { name: lead.name, at: formatTahitiDateTime(lead.createdAt) }),
        href: url(`/admin/leads/${lead.id}`),
        isLate: lead.isLate,
      })),
    },
    {
      title: t("morningList.quotes"),
      items: list.expiringQuotes.map((quote) => ({
        text: t("morningList.quote", { number: quote.number, date: day(quote.validUntil) }),
        href: url(`/admin/quotes/${quote.id}`),
      })),
    },
    {
      title: t("morningList.deposits"),
      items: list.overdueDeposits.map((order) => ({
        text: t("morningList.deposit", { number: orderNumber(order.id), at: formatTahitiDateTime(order.createdAt) }),
        href: url(`/admin/orders/${order.id}`),
      })),
    },
    {
      title: t("morningList.balances"),
      items: list.overdueBalances.map((invoice) => ({
        text: t("morningList.balance", { number: invoice.number, date: day(invoice.dueDate) }),
        href: url(`/admin/invoices/${invoice.id}`),
      })),
    },
    {
      title: t("morningList.jobs"),
      items: list.failedJobs.map((job) => ({
        text: `${jobLabel(job.name)} : ${job.lastError ?? ""}`,
        href: url("/admin/jobs"),
      })),
    },
    {
      title: t("morningList.mails"),
      items: list.failedMails.map((mail) => ({ text: `${mail.to} — ${mail.subject}`, href: url("/admin/settings") })),
    },
    {
      title: t("morningList.shipments"),
      items: list.shipments.flatMap((shipment) =>
        [
          ...(shipment.leaving
            ? [
                {
                  text: t("morningList.shipmentLeaving", {
                    reference: shipment.reference,
                    date: day(shipment.leaving),
                  }),
                },
              ]
            : []),
          ...(shipment.arriving
            ? [
                {
                  text: t("morningList.shipmentArriving", {
                    reference: shipment.reference,
                    date: day(shipment.arriving),
                  }),
                },
              ]
            : []),
        ].map((item) => ({ ...item, href: url(`/admin/shipments/${shipment.id}`) })),
      ),
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}

export async function sendMorningList({ db, env, now }: Pick<JobContext, "db" | "env" | "now">) {
  const list = await getMorningList(db, now);
  if (isMorningListEmpty(list)) return { sent: 0 };
  const t = getMailT("fr");
  const sections = morningListSections(list, env.PUBLIC_URL);
  const subject = t("morningList.subject", { date: formatTahitiDate(now) });
  await db.transaction(async (tx) => {
    const mail = renderMail(
      <MorningListMail
        subject={subject}
        sections={sections}
        dashboardUrl={new URL("/admin", env.PUBLIC_URL).toString()}
        company={await loadMailCompany(tx, mailCompany(env))}
      />,
    );
    const to = notificationRecipient(await getSettings(tx), env.BUSINESS_EMAIL);
    await enqueueMail(tx, { to, subject, ...mail });
  });
  return { sent: 1 };
}
