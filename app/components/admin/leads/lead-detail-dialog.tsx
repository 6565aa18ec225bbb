import { ExternalLink, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link, useFetcher, useLocation, useNavigate, useSearchParams } from "react-router";
import type { ChosenOption, LeadSource, LeadStatus } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { listSearch } from "../../../modules/lists/list-params.ts";
import { leadProjectTypeLabel } from "../../../modules/sales/lead-labels.ts";
import { buttonClasses } from "../../ui/button-classes.ts";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { LeadStatusMenu, QualifyButton } from "./lead-status.tsx";
import { formatTahitiDateTime } from "../../../modules/format/tahiti-date.ts";

export type LeadDetail = {
  id: string;
  createdAt: string;
  status: LeadStatus;
  source: LeadSource;
  productSlug: string | null;
  productTitle: string | null;
  projectType: string | null;
  message: string | null;
  location: string | null;
  options: ChosenOption[] | null;
  notes: string | null;
  lang: string;
  customer: {
    id: string;
    email: string;
    name: string | null;
    phone: string | null;
    company: string | null;
    location: string | null;
  };
};

/** Everything the visitor sent, the status controls and the internal notes; open while the URL names the lead. */
export function LeadDetailDialog({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation("admin-leads");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const name = lead.customer.name ?? lead.customer.email;
  const close = () =>
    navigate(listSearch(searchParams, { lead: null, page: searchParams.get("page") }), { preventScrollReset: true });
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : void close())}>
      <DialogContent
        title={t("dialog.title", { name })}
        description={t("dialog.received", {
          date: formatTahitiDateTime(lead.createdAt),
          source: t(`sources.${lead.source}`),
        })}
        closeLabel={t("dialog.close")}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <LeadStatusMenu leadId={lead.id} status={lead.status} name={name} />
          <QualifyButton leadId={lead.id} status={lead.status} name={name} />
          <Link
            to={href("/admin/customers/:id", { id: lead.customer.id })}
            className={buttonClasses({ variant: "ghost", size: "sm", className: "ml-auto" })}
          >
            <UserRound aria-hidden="true" />
            {t("dialog.customer")}
          </Link>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Facts title={t("dialog.contact")}>
            <Fact label={t("dialog.email")}>
              <a href={`mailto:${lead.customer.email}`} className="break-all text-brand-700 hover:underline">
                {lead.customer.email}
              </a>
            </Fact>
            <Fact label={t("dialog.phone")}>
              {lead.customer.phone ? (
                <a href={`tel:${lead.customer.phone}`} className="text-brand-700 hover:underline">
                  {lead.customer.phone}
                </a>
              ) : null}
            </Fact>
            <Fact label={t("dialog.company")}>{lead.customer.company}</Fact>
            <Fact label={t("dialog.customerLocation")}>{lead.customer.location}</Fact>
          </Facts>
          <Facts title={t("dialog.request")}>
            <Fact label={t("dialog.product")}>
              {lead.productSlug ? (
                <a
                  href={`/shop/product/${lead.productSlug}`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                >
                  {lead.productTitle ?? lead.productSlug}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              ) : null}
            </Fact>
            <Fact label={t("dialog.projectType")}>{leadProjectTypeLabel(t, lead.projectType)}</Fact>
            <Fact label={t("dialog.location")}>{lead.location}</Fact>
            <Fact label={t("dialog.lang")}>{t(`langs.${lead.lang}`)}</Fact>
          </Facts>
        </div>
        {lead.options && lead.options.length > 0 ? (
          <Facts title={t("dialog.options")} className="mt-4">
            {lead.options.map((option) => (
              <Fact key={option.code} label={option.label}>
                {option.valueLabel}
              </Fact>
            ))}
          </Facts>
        ) : null}
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t("dialog.message")}</h3>
          <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
            {lead.message ?? t("dialog.noMessage")}
          </p>
        </div>
        <LeadNotesForm leadId={lead.id} notes={lead.notes} />
      </DialogContent>
    </Dialog>
  );
}

function LeadNotesForm({ leadId, notes }: { leadId: string; notes: string | null }) {
  const { t } = useTranslation("admin-leads");
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form method="post" className="mt-4 grid gap-2">
      <input type="hidden" name="intent" value="notes" />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <Field label={t("dialog.notes")} hint={t("dialog.notesHint")}>
        <Textarea name="notes" defaultValue={notes ?? ""} rows={4} maxLength={5000} />
      </Field>
      <div className="flex justify-end">
        <StatusButton
          type="submit"
          status={fetcher.state === "idle" ? "idle" : "pending"}
          pendingLabel={t("dialog.saving")}
        >
          {t("dialog.saveNotes")}
        </StatusButton>
      </div>
    </fetcher.Form>
  );
}

function Facts({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="mt-1 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children ?? "—"}</dd>
    </>
  );
}
