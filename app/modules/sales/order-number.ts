// The short number an order goes by: the first 8 characters of its id. The back office and the business's mails
// write it as stored (lower case); what the buyer reads (pages, their mails, documents) writes it in capitals.

/** The back office's order number ('14ff6f59'). */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8);
}

/** The buyer's order number ('14FF6F59'): pages, buyer mails, invoices. */
export function customerOrderNumber(orderId: string): string {
  return orderNumber(orderId).toUpperCase();
}
