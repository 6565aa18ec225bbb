// Everything one PDF shows, as plain data: built from the database by load-printable-document.server.ts, drawn by
// document-pdf.tsx. Amounts in minor units of `currency`.
export type PrintableKind = "quote" | "invoice" | "deposit" | "balance" | "credit_note" | "purchase_order";

export type PrintableParty = {
  name: string | null;
  company: string | null;
  address: string | null;
  location: string | null;
  email: string | null;
  phone: string | null;
  taxId: string | null;
};

export type PrintableLine = { description: string; qty: number; unitPrice: number; total: number };

export type PrintableDocument = {
  kind: PrintableKind;
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
};

export type DocumentCompany = {
  name: string;
  registration: string;
  address: string;
  /** When the balance is due, in French (settings, DESIGN.md ruling 12); the terms of sale's words when left out. */
  balanceTerms?: string;
};
