// The small parts of the document PDF (document-pdf.tsx): a line of the title block, a party's box, the lines
// table's header (repeated on every page), the totals and the notices under them.
import { Text, View } from "@react-pdf/renderer";
import type { TFunction } from "../../i18n/i18n.ts";
import { styles } from "./document-pdf-styles.ts";
import { pdfMoney, pdfPercent, type PdfNumberTag } from "./pdf-format.ts";
import type { PrintableDocument, PrintableParty } from "./printable-document.ts";
import { formatCalendarDay } from "../../format/tahiti-date.ts";

export function Meta({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.metaRow}>
      <Text style={styles.metaLabel}>{label}</Text>
      <Text style={styles.metaValue}>{value}</Text>
    </View>
  );
}

export function PartyBox({ label, party, t }: { label: string; party: PrintableParty | null; t: TFunction }) {
  const lines = party
    ? [
        party.address,
        party.location,
        party.email,
        party.phone,
        party.taxId ? t("pdf.taxId", { number: party.taxId }) : null,
        party.deliveryAddress && party.deliveryAddress !== party.address
          ? t("pdf.deliveryAddress", { address: party.deliveryAddress })
          : null,
      ].filter((line): line is string => Boolean(line))
    : [];
  return (
    <View style={styles.partyBox}>
      <Text style={styles.boxLabel}>{label}</Text>
      {party?.company ? <Text style={styles.partyName}>{party.company}</Text> : null}
      {party?.name ? <Text style={party.company ? {} : styles.partyName}>{party.name}</Text> : null}
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </View>
  );
}

export function LinesHeader({ t, isPurchase }: { t: TFunction; isPurchase: boolean }) {
  return (
    <View style={styles.tableHeader} fixed>
      <Text style={styles.colDescription}>{t("pdf.columns.description")}</Text>
      <Text style={styles.colQty}>{t("pdf.columns.qty")}</Text>
      <Text style={styles.colPrice}>{t(isPurchase ? "pdf.columns.unitCost" : "pdf.columns.unitPrice")}</Text>
      <Text style={styles.colTotal}>{t(isPurchase ? "pdf.totalPo" : "pdf.columns.total")}</Text>
    </View>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <View style={strong ? styles.grandTotal : styles.totalRow}>
      <Text style={{ flex: 1 }}>{label}</Text>
      <Text style={styles.totalValue}>{value}</Text>
    </View>
  );
}

export function Totals({ doc, t, tag }: { doc: PrintableDocument; t: TFunction; tag: PdfNumberTag }) {
  const money = (amount: number) => pdfMoney(amount, doc.currency, tag);
  if (doc.kind === "purchase_order") {
    return (
      <View style={styles.totals} wrap={false}>
        <TotalRow label={t("pdf.totalPo")} value={money(doc.total)} strong />
      </View>
    );
  }
  const hasPayments = (doc.amountPaid ?? 0) > 0 || (doc.amountCredited ?? 0) > 0;
  return (
    <View style={styles.totals} wrap={false}>
      {doc.kind === "deposit" && doc.orderTotal ? (
        <TotalRow label={t("pdf.orderTotal")} value={money(doc.orderTotal)} />
      ) : null}
      <TotalRow label={t("pdf.subtotal")} value={money(doc.subtotal)} />
      <TotalRow label={t("pdf.vat")} value={money(0)} />
      {doc.deducted ? (
        <>
          <TotalRow label={t("pdf.total")} value={money(doc.subtotal)} />
          <TotalRow
            label={t("pdf.deducted", { number: doc.deducted.number, date: formatCalendarDay(doc.deducted.date) })}
            value={`− ${money(doc.deducted.amount)}`}
          />
          <TotalRow label={t("pdf.netToPay")} value={money(doc.total)} strong />
        </>
      ) : (
        <TotalRow
          label={t(doc.kind === "credit_note" ? "pdf.creditTotal" : "pdf.total")}
          value={money(doc.total)}
          strong
        />
      )}
      {hasPayments ? (
        <>
          {doc.amountCredited ? <TotalRow label={t("pdf.credited")} value={`− ${money(doc.amountCredited)}`} /> : null}
          {doc.amountPaid ? <TotalRow label={t("pdf.paid")} value={`− ${money(doc.amountPaid)}`} /> : null}
          <TotalRow label={t("pdf.amountDue")} value={money(doc.amountDue ?? 0)} strong />
        </>
      ) : null}
    </View>
  );
}

export function Notices({ doc, t, balanceTerms }: { doc: PrintableDocument; t: TFunction; balanceTerms: string }) {
  const deposit = pdfPercent(doc.depositRatio);
  const terms = { deposit, balance: 100 - deposit, terms: balanceTerms };
  const isInvoice = doc.kind === "invoice" || doc.kind === "deposit" || doc.kind === "balance";
  const notices: string[] = [];
  if (doc.kind === "credit_note" && doc.reference) {
    notices.push(t("pdf.creditNotice", { number: doc.reference.number, date: formatCalendarDay(doc.reference.date) }));
  }
  if (doc.reason) notices.push(t("pdf.reason", { reason: doc.reason }));
  if (doc.kind === "deposit")
    notices.push(t("pdf.depositNotice", { percent: deposit, balance: terms.balance, terms: balanceTerms }));
  if (doc.kind === "balance") notices.push(t("pdf.balanceNotice"));
  if (doc.kind !== "purchase_order") notices.push(t("pdf.vatNotice"));
  if (isInvoice || doc.kind === "credit_note") notices.push(t("pdf.goods"));
  if (doc.kind === "quote" || isInvoice) notices.push(t("pdf.paymentTerms", terms));
  if (doc.kind === "quote" && doc.validUntil)
    notices.push(t("pdf.validity", { date: formatCalendarDay(doc.validUntil) }));
  return (
    <View wrap={false}>
      <View style={styles.notices}>
        {notices.map((notice, index) => (
          <Text key={index} style={styles.muted}>
            {notice}
          </Text>
        ))}
        {doc.notes ? <Text>{t("pdf.notes", { notes: doc.notes })}</Text> : null}
      </View>
      {doc.kind === "quote" ? (
        <View style={styles.acceptance}>
          <Text style={styles.boxLabel}>{t("pdf.acceptance")}</Text>
        </View>
      ) : null}
    </View>
  );
}
