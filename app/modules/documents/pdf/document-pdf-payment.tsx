// How to pay an invoice (issue 27 item 2), under its totals: the due date as a date (deposit: at order; balance: its
// due date, else the balance terms), the bank details of the settings, the number to quote, the online payment link
// of the PDF that was sent, and the late-payment wording of reference/documents.md.
import { Link, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "../../i18n/i18n.ts";
import { styles } from "./document-pdf-styles.ts";
import type { PrintableDocument } from "./printable-document.ts";
import { formatCalendarDay } from "../../format/tahiti-date.ts";

/** The due line of an invoice, as the PDF and the email both print it. */
export function dueLine(payment: NonNullable<PrintableDocument["payment"]>, t: TFunction, terms: string): string {
  const { date, rule } = payment.due;
  if (date)
    return t(rule === "deposit" ? "pdf.payment.dueDeposit" : "pdf.payment.due", { date: formatCalendarDay(date) });
  return rule === "terms" ? t("pdf.payment.dueTerms", { terms }) : "";
}

/** The bank details as printed lines, empty ones left out. */
export function bankLines(payment: NonNullable<PrintableDocument["payment"]>, t: TFunction): string[] {
  const bank = payment.bank;
  if (!bank) return [];
  return [
    bank.holder ? t("pdf.payment.holder", { value: bank.holder }) : "",
    bank.bank ? t("pdf.payment.bank", { value: bank.bank }) : "",
    bank.account ? t("pdf.payment.account", { value: bank.account }) : "",
    bank.swift ? t("pdf.payment.swift", { value: bank.swift }) : "",
    bank.instructions,
  ].filter(Boolean);
}

export function PaymentBlock({ doc, t, balanceTerms }: { doc: PrintableDocument; t: TFunction; balanceTerms: string }) {
  const payment = doc.payment;
  if (!payment) return null;
  const due = dueLine(payment, t, balanceTerms);
  const bank = bankLines(payment, t);
  return (
    <View style={styles.payment} wrap={false}>
      <Text style={styles.boxLabel}>{t("pdf.payment.title")}</Text>
      {due ? <Text style={styles.paymentDue}>{due}</Text> : null}
      {bank.length > 0 ? <Text>{t("pdf.payment.transfer")}</Text> : null}
      {bank.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
      <Text>{t("pdf.payment.reference", { number: doc.number })}</Text>
      {payment.url ? (
        <Text>
          {t("pdf.payment.online", { url: "" })}
          <Link src={payment.url}>{payment.url}</Link>
        </Text>
      ) : null}
      <Text style={[styles.muted, { marginTop: 4 }]}>{t("pdf.payment.late")}</Text>
    </View>
  );
}
