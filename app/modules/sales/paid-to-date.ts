// What an order has received, one rule for the buyer's page ('Déjà payé') and the back office ('Payé à ce jour'):
// what its invoices record in the order's currency (deposit and balance alike), or, before any invoice, the deposit
// the payment provider confirmed; never more than the order's amount. Overpayments are apart (DESIGN.md ruling 17).
export function paidToDate(options: {
  amount: number;
  currency: string;
  deposit: number;
  isDepositConfirmed: boolean;
  invoicePaid: ReadonlyArray<{ currency: string; paid: number }>;
}): number {
  const invoiced = options.invoicePaid
    .filter((row) => row.currency === options.currency)
    .reduce((sum, row) => sum + row.paid, 0);
  return Math.min(options.amount, Math.max(invoiced, options.isDepositConfirmed ? options.deposit : 0));
}
