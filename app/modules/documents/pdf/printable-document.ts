// Everything one PDF shows, as plain data: built from the database by load-printable-document.server.ts, drawn by
// document-pdf.tsx. Amounts in minor units of `currency`.
import type { BankDetails } from "../../settings/bank-details.ts";
export type PrintableKind = "quote" | "invoice" | "deposit" | "balance" | "credit_note" | "purchase_order";

export type PrintableParty = {
  name: string | null;
  company: string | null;
  /** The billing (postal) address. */
  address: string | null;
  /** Printed apart when the goods go elsewhere. */
  deliveryAddress?: string | null;
  location: string | null;
  email: string | null;
  phone: string | null;
  taxId: string | null;
};

export type PrintableLine = { description: string; qty: number; unitPrice: number; total: number };

export type PrintableDocument = {
  kind: PrintableKind;
  /** The document's own language when it has one: a purchase order follows its supplier's (ruling 18). */
  lang?: "fr" | "en";
  number: string;
  isDraft: boolean;
  currency: string;
  /** 'YYYY-MM-DD' (Tahiti). */
  issueDate: string;
  validUntil?: string | null;
  dueDate?: string | null;
  customerReference?: string | null;
  /** Quote an invoice came from, or invoice a credit note corrects. */
  reference?: { number: string; date: string } | null;
  party: PrintableParty | null;
  shipTo?: string | null;
  lines: PrintableLine[];
  subtotal: number;
  /** Balance invoices: the deposit invoice deducted. */
  deducted?: { number: string; date: string; amount: number } | null;
  /** Deposit invoices: the order's total. */
  orderTotal?: number | null;
  /** What the document asks for (net to pay, credit total). */
  total: number;
  amountPaid?: number;
  amountCredited?: number;
  amountDue?: number;
  depositRatio: number;
  leadTime?: string | null;
  incoterm?: string | null;
  reason?: string | null;
  notes?: string | null;
  /** Deposit and balance invoices: the order they belong to (its short number and Tahiti date). */
  order?: { number: string; date: string } | null;
  /** Deposit invoices: the Tahiti date the deposit was paid, when it was. */
  depositPaidOn?: string | null;
  /** Invoices: how to pay (issue 27 item 2). */
  payment?: PrintablePayment | null;
  /** An accepted quote: the buyer's signed acceptance, printed on a last page 'Bon pour accord' (issue 31 item 3). */
  acceptance?: PrintableAcceptance | null;
};

/** Plain data (it crosses to the PDF worker): the time is already written in Tahiti time. */
export type PrintableAcceptance = {
  signerName: string;
  /** A PNG data URL, or null when the buyer only typed their name. */
  signaturePng: string | null;
  /** 'dd/mm/yyyy hh:mm:ss' in Tahiti. */
  acceptedAt: string;
  ip: string | null;
  userAgent: string | null;
  termsVersion: string;
  pdfSha256: string;
};

export type PrintablePayment = {
  /** 'deposit' prints 'à la commande' beside the date; 'terms' prints the balance terms when no date is set. */
  due: { date: string | null; rule: "deposit" | "terms" | null };
  bank: BankDetails | null;
  /** The buyer's order page, where the invoice can be paid online; only in the PDF that is sent. */
  url: string | null;
};

export type DocumentCompany = {
  name: string;
  registration: string;
  address: string;
  /** When the balance is due, in French (settings, DESIGN.md ruling 12); the terms of sale's words when left out. */
  balanceTerms?: string;
};
