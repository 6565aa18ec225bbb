// The one renderer of quotes, invoices (standard, deposit, balance), credit notes and purchase orders (DESIGN.md
// ruling 16): A4 portrait, seller and buyer, lines with a header repeated on every page, totals with VAT 0 and its
// wording, terms, page numbers. Text comes from the `documents` catalog in the document's language.
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "../../i18n/i18n.ts";
import { DEFAULT_BALANCE_TERMS } from "../../settings/balance-terms.ts";
import { pdfDate, pdfMoney, pdfPercent, pdfQuantity } from "./pdf-format.ts";
import type { DocumentCompany, PrintableDocument, PrintableParty } from "./printable-document.ts";

const BRAND = "#0e4f66";
const MUTED = "#4b5563";
const RULE = "#d1d5db";

// OpenType shaping (kerning, ligatures) took about half of a 60-line invoice's render time; Latin text at this size
// reads the same without it, and Chinese needs none of these features. Only the default features one of the two
// fonts has are named (fontkit's `availableFeatures`; clig, locl, rlig, rclt and curs are in neither): the renderer
// copies this object onto every node at each relayout of a page, so each key costs on every render.
const NO_SHAPING = { kern: 0, liga: 0, calt: 0, ccmp: 0, mark: 0, mkmk: 0 };

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 64,
    paddingHorizontal: 42,
    fontSize: 9.5,
    color: "#1f2937",
    fontFeatureSettings: NO_SHAPING,
  },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 18 },
  seller: { width: "55%" },
  sellerName: { fontSize: 14, fontWeight: 700, color: BRAND, marginBottom: 3 },
  muted: { color: MUTED },
  titleBlock: { width: "42%" },
  title: { fontSize: 19, lineHeight: 1.2, fontWeight: 700, color: BRAND, textAlign: "right", marginBottom: 4 },
  draft: { marginBottom: 4, color: "#b91c1c", fontWeight: 700, fontSize: 8.5, textAlign: "right" },
  metaRow: { flexDirection: "row", justifyContent: "flex-end", marginTop: 2 },
  metaLabel: { color: MUTED, marginRight: 6 },
  metaValue: { fontWeight: 700, minWidth: 78, textAlign: "right" },
  parties: { flexDirection: "row", gap: 12, marginBottom: 14 },
  partyBox: { flex: 1, borderWidth: 1, borderColor: RULE, borderRadius: 3, padding: 8 },
  boxLabel: { fontSize: 7.5, color: MUTED, textTransform: "uppercase", letterSpacing: 0.6, marginBottom: 3 },
  // Names are set in the regular weight, larger: a bold subset holding both O and a composite such as Ō loses
  // the O from its text layer (fontkit), so a name would not be found when searching the PDF.
  partyName: { fontSize: 10.5, color: BRAND },
  facts: { flexDirection: "row", flexWrap: "wrap", marginBottom: 10, color: MUTED },
  fact: { marginRight: 16 },
  tableHeader: {
    flexDirection: "row",
    backgroundColor: BRAND,
    color: "#ffffff",
    fontWeight: 700,
    paddingVertical: 5,
    paddingHorizontal: 6,
    fontSize: 8.5,
  },
  row: {
    flexDirection: "row",
    paddingVertical: 5,
    paddingHorizontal: 6,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
  colDescription: { flex: 1, paddingRight: 8 },
  colQty: { width: 48, textAlign: "right" },
  colPrice: { width: 92, textAlign: "right" },
  colTotal: { width: 92, textAlign: "right" },
  totals: { marginTop: 10, marginLeft: "auto", width: 300 },
  totalRow: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 2.5,
    paddingHorizontal: 6,
    gap: 8,
  },
  totalValue: { textAlign: "right", width: 100 },
  grandTotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 5,
    paddingHorizontal: 6,
    backgroundColor: "#e6f0f3",
    fontWeight: 700,
    fontSize: 11,
    marginTop: 2,
  },
  notices: { marginTop: 16, borderTopWidth: 1, borderTopColor: RULE, paddingTop: 8, gap: 3 },
  acceptance: { marginTop: 14, borderWidth: 1, borderColor: RULE, borderRadius: 3, height: 62, padding: 8, width: 250 },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 42,
    right: 42,
    fontSize: 7.5,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 5,
  },
  pageNumber: {
    position: "absolute",
    bottom: 28,
    right: 42,
    width: 120,
    textAlign: "right",
    fontSize: 7.5,
    color: MUTED,
    paddingTop: 5.5,
  },
});

export type DocumentPdfProps = {
  document: PrintableDocument;
  company: DocumentCompany;
  t: TFunction;
  fontFamily: string[];
};

export function DocumentPdf({ document: doc, company, t, fontFamily }: DocumentPdfProps) {
  const title = t(`pdf.titles.${doc.kind}`);
  const isPurchase = doc.kind === "purchase_order";
  return (
    <Document
      title={`${title} ${doc.number}`}
      author={company.name}
      creator={company.name}
      producer={company.name}
      language="fr-FR"
    >
      <Page size="A4" orientation="portrait" style={[styles.page, { fontFamily }]}>
        <Text
          fixed
          style={styles.pageNumber}
          render={({ pageNumber, totalPages }) => t("pdf.page", { page: pageNumber, pages: totalPages })}
        />
        <View style={styles.header}>
          <View style={styles.seller}>
            <Text style={styles.sellerName}>{company.name}</Text>
            <Text style={styles.muted}>{company.address}</Text>
            <Text style={styles.muted}>{t("pdf.registration", { number: company.registration })}</Text>
          </View>
          <View style={styles.titleBlock}>
            <Text style={styles.title}>{title}</Text>
            {doc.isDraft ? <Text style={styles.draft}>{t("pdf.draft")}</Text> : null}
            <Meta label={t("pdf.number")} value={doc.number} />
            <Meta label={t(isPurchase ? "pdf.date" : "pdf.issueDate")} value={pdfDate(doc.issueDate)} />
            {doc.validUntil ? <Meta label={t("pdf.validUntil")} value={pdfDate(doc.validUntil)} /> : null}
            {doc.dueDate ? <Meta label={t("pdf.dueDate")} value={pdfDate(doc.dueDate)} /> : null}
            {doc.reference ? (
              <Meta
                label={t(doc.kind === "credit_note" ? "pdf.invoiceReference" : "pdf.quoteReference")}
                value={doc.reference.number}
              />
            ) : null}
            {doc.customerReference ? <Meta label={t("pdf.customerReference")} value={doc.customerReference} /> : null}
          </View>
        </View>

        <View style={styles.parties}>
          <PartyBox label={t(isPurchase ? "pdf.supplier" : "pdf.buyer")} party={doc.party} t={t} />
          {isPurchase ? (
            <View style={styles.partyBox}>
              <Text style={styles.boxLabel}>{t("pdf.shipTo")}</Text>
              <Text>{doc.shipTo ?? ""}</Text>
            </View>
          ) : null}
        </View>

        <View style={styles.facts}>
          <Text style={styles.fact}>{t("pdf.currency", { currency: doc.currency })}</Text>
          {doc.incoterm ? <Text style={styles.fact}>{t("pdf.incoterm", { incoterm: doc.incoterm })}</Text> : null}
          {doc.leadTime ? <Text style={styles.fact}>{t("pdf.leadTime", { leadTime: doc.leadTime })}</Text> : null}
        </View>

        {/* A fixed child repeats at the top of every page the table runs onto. */}
        <View>
          <LinesHeader t={t} isPurchase={isPurchase} />
          {doc.lines.map((line, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <Text style={styles.colDescription}>{line.description}</Text>
              <Text style={styles.colQty}>{pdfQuantity(line.qty)}</Text>
              <Text style={styles.colPrice}>{pdfMoney(line.unitPrice, doc.currency)}</Text>
              <Text style={styles.colTotal}>{pdfMoney(line.total, doc.currency)}</Text>
            </View>
          ))}
        </View>

        <Totals doc={doc} t={t} />
        <Notices doc={doc} t={t} balanceTerms={company.balanceTerms ?? DEFAULT_BALANCE_TERMS.fr} />

        <Text fixed style={styles.footer}>
          {company.name} — {t("pdf.registration", { number: company.registration })} — {doc.number}
        </Text>
      </Page>
    </Document>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.metaRow}>
      <Text style={styles.metaLabel}>{label}</Text>
      <Text style={styles.metaValue}>{value}</Text>
    </View>
  );
}

function PartyBox({ label, party, t }: { label: string; party: PrintableParty | null; t: TFunction }) {
  const lines = party
    ? [
        party.address,
        party.location,
        party.email,
        party.phone,
        party.taxId ? t("pdf.taxId", { number: party.taxId }) : null,
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

function LinesHeader({ t, isPurchase }: { t: TFunction; isPurchase: boolean }) {
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

function Totals({ doc, t }: { doc: PrintableDocument; t: TFunction }) {
  const money = (amount: number) => pdfMoney(amount, doc.currency);
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
            label={t("pdf.deducted", { number: doc.deducted.number, date: pdfDate(doc.deducted.date) })}
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

function Notices({ doc, t, balanceTerms }: { doc: PrintableDocument; t: TFunction; balanceTerms: string }) {
  const deposit = pdfPercent(doc.depositRatio);
  const terms = { deposit, balance: 100 - deposit, terms: balanceTerms };
  const isInvoice = doc.kind === "invoice" || doc.kind === "deposit" || doc.kind === "balance";
  const notices: string[] = [];
  if (doc.kind === "credit_note" && doc.reference) {
    notices.push(t("pdf.creditNotice", { number: doc.reference.number, date: pdfDate(doc.reference.date) }));
  }
  if (doc.reason) notices.push(t("pdf.reason", { reason: doc.reason }));
  if (doc.kind === "deposit")
    notices.push(t("pdf.depositNotice", { percent: deposit, balance: terms.balance, terms: balanceTerms }));
  if (doc.kind === "balance") notices.push(t("pdf.balanceNotice"));
  if (doc.kind !== "purchase_order") notices.push(t("pdf.vatNotice"));
  if (isInvoice || doc.kind === "credit_note") notices.push(t("pdf.goods"));
  if (doc.kind === "quote" || isInvoice) notices.push(t("pdf.paymentTerms", terms));
  if (doc.kind === "quote" && doc.validUntil) notices.push(t("pdf.validity", { date: pdfDate(doc.validUntil) }));
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
