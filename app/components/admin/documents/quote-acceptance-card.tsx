import type { PrintableAcceptance } from "../../../modules/documents/pdf/printable-document.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent } from "../../ui/card.tsx";

/** On an accepted quote: the evidence of the buyer's signed acceptance, as its PDF prints it (issue 31 item 3). */
export function QuoteAcceptanceCard({ acceptance }: { acceptance: PrintableAcceptance }) {
  const { t } = useTranslation("admin-documents");
  const rows: Array<[string, string]> = [
    [t("quotes.acceptance.signer"), acceptance.signerName],
    [t("quotes.acceptance.acceptedAt"), t("quotes.acceptance.tahitiTime", { at: acceptance.acceptedAt })],
    [t("quotes.acceptance.ip"), acceptance.ip ?? "—"],
    [t("quotes.acceptance.userAgent"), acceptance.userAgent ?? "—"],
    [t("quotes.acceptance.termsVersion"), acceptance.termsVersion],
    [t("quotes.acceptance.pdfSha256"), acceptance.pdfSha256],
  ];
  return (
    <Card>
      <CardContent className="grid gap-3">
        <h2 className="text-base font-semibold text-slate-900">{t("quotes.acceptance.title")}</h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-[14rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-all text-slate-900">{value}</dd>
            </div>
          ))}
          <dt className="text-slate-600">{t("quotes.acceptance.signature")}</dt>
          <dd>
            {acceptance.signaturePng ? (
              <img
                src={acceptance.signaturePng}
                alt={t("quotes.acceptance.signature")}
                className="h-20 max-w-full rounded border border-slate-200 bg-white"
              />
            ) : (
              <span className="text-slate-900">{t("quotes.acceptance.typedOnly")}</span>
            )}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
