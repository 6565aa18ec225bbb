// The one renderer of quotes, invoices (standard, deposit, balance), credit notes and purchase orders (DESIGN.md
// ruling 16): A4 portrait, seller and buyer, lines with a header repeated on every page, totals with VAT 0 and its
// wording, terms, page numbers. Text comes from the `documents` catalog in the document's language.
import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "../../i18n/i18n.ts";
import { DEFAULT_BALANCE_TERMS } from "../../settings/balance-terms.ts";
import { AcceptancePage } from "./document-pdf-acceptance.tsx";
import { LinesHeader, Meta, Notices, PartyBox, Totals } from "./document-pdf-parts.tsx";
import { PaymentBlock } from "./document-pdf-payment.tsx";
import { styles } from "./document-pdf-styles.ts";
import { pdfMoney, pdfNumberTag, pdfPercent, pdfQuantity } from "./pdf-format.ts";
import type { DocumentCompany, PrintableDocument } from "./printable-document.ts";
import { formatCalendarDay } from "../../format/tahiti-date.ts";

export type DocumentPdfProps = {
  document: PrintableDocument;
  company: DocumentCompany;
  t: TFunction;
  /** The language of `t`: English numbers for an English document, French otherwise. */
  lang?: string;
  fontFamily: string[];
};

export function DocumentPdf({ document: doc, company, t, lang = "fr", fontFamily }: DocumentPdfProps) {
  const title = t(`pdf.titles.${doc.kind}`);
  const tag = pdfNumberTag(lang);
  const isPurchase = doc.kind === "purchase_order";
  // Dated by the document, never by the clock: the same document gives the same bytes, so the SHA-256 a buyer is
  // shown is the one of the file they download (issue 31 item 3).
  const dated = documentInstant(doc.issueDate);
  const footer = `${company.name} — ${t("pdf.registration", { number: company.registration })} — ${doc.number}`;
  return (
    <Document
      creationDate={dated}
      modificationDate={dated}
      title={`${title} ${doc.number}`}
      author={company.name}
      creator={company.name}
      producer={company.name}
      language={lang === "en" ? "en" : lang === "zh" ? "zh-Hans" : "fr-FR"}
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
            <Meta label={t(isPurchase ? "pdf.date" : "pdf.issueDate")} value={formatCalendarDay(doc.issueDate)} />
            {doc.validUntil ? <Meta label={t("pdf.validUntil")} value={formatCalendarDay(doc.validUntil)} /> : null}
            {doc.dueDate ? <Meta label={t("pdf.dueDate")} value={formatCalendarDay(doc.dueDate)} /> : null}
            {doc.order ? (
              <Meta
                label={t("pdf.order")}
                value={t("pdf.numberOfDate", { number: doc.order.number, date: formatCalendarDay(doc.order.date) })}
              />
            ) : null}
            {doc.reference ? (
              <Meta
                label={t(doc.kind === "credit_note" ? "pdf.invoiceReference" : "pdf.quoteReference")}
                value={
                  doc.kind === "credit_note"
                    ? doc.reference.number
                    : t("pdf.numberOfDate", {
                        number: doc.reference.number,
                        date: formatCalendarDay(doc.reference.date),
                      })
                }
              />
            ) : null}
            {doc.kind === "deposit" || doc.kind === "balance" ? (
              <Meta label={t("pdf.depositPercent")} value={`${pdfPercent(doc.depositRatio)} %`} />
            ) : null}
            {doc.depositPaidOn ? (
              <Meta label={t("pdf.depositPaidOn")} value={formatCalendarDay(doc.depositPaidOn)} />
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
              <Text style={styles.colQty}>{pdfQuantity(line.qty, tag)}</Text>
              <Text style={styles.colPrice}>{pdfMoney(line.unitPrice, doc.currency, tag)}</Text>
              <Text style={styles.colTotal}>{pdfMoney(line.total, doc.currency, tag)}</Text>
            </View>
          ))}
        </View>

        <Totals doc={doc} t={t} tag={tag} />
        <PaymentBlock doc={doc} t={t} balanceTerms={company.balanceTerms ?? DEFAULT_BALANCE_TERMS.fr} />
        <Notices doc={doc} t={t} balanceTerms={company.balanceTerms ?? DEFAULT_BALANCE_TERMS.fr} />

        <Text fixed style={styles.footer}>
          {footer}
        </Text>
      </Page>
      {doc.acceptance ? (
        <AcceptancePage acceptance={doc.acceptance} number={doc.number} t={t} fontFamily={fontFamily} footer={footer} />
      ) : null}
    </Document>
  );
}

/** Noon in Tahiti of the document's 'YYYY-MM-DD' issue date (a fixed instant of that day). */
function documentInstant(issueDate: string): Date {
  const date = new Date(`${issueDate}T12:00:00-10:00`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}
