// A customer's page: the customer and what is attached to them (leads, deposit orders, card payments by their
// email, quotes and invoices), the most recent of each first.
import { desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { cardPaymentOrders, customers, invoices, leads, orders, products, quotes } from "../../db/schema/index.ts";

/** How many of each kind the page shows; older ones stay reachable from their own lists. */
export const CUSTOMER_RECORDS_LIMIT = 100;

export async function getAdminCustomer(db: DbExecutor, id: string) {
  const [customer] = await db
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.fullName,
      phone: customers.phone,
      company: customers.company,
      location: customers.location,
      taxId: customers.taxId,
      address: customers.address,
      deliveryAddress: customers.deliveryAddress,
      remindersEnabled: customers.remindersEnabled,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  if (!customer) return null;
  const [customerLeads, customerOrders, cardPayments, customerQuotes, customerInvoices] = await Promise.all([
    db
      .select({
        id: leads.id,
        createdAt: leads.createdAt,
        status: leads.status,
        source: leads.source,
        productSlug: leads.productSlug,
      })
      .from(leads)
      .where(eq(leads.customerId, id))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(CUSTOMER_RECORDS_LIMIT),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        productSlug: orders.productSlug,
        qty: orders.qty,
        amount: orders.amount,
        currency: orders.currency,
      })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_RECORDS_LIMIT),
    db
      .select({
        id: cardPaymentOrders.id,
        createdAt: cardPaymentOrders.createdAt,
        status: cardPaymentOrders.status,
        productTitle: products.title,
        productSlug: cardPaymentOrders.productSlug,
        quantity: cardPaymentOrders.quantity,
        amount: cardPaymentOrders.amountCents,
        currency: cardPaymentOrders.currency,
      })
      .from(cardPaymentOrders)
      .leftJoin(products, eq(products.id, cardPaymentOrders.productId))
      .where(eq(cardPaymentOrders.buyerEmail, customer.email))
      .orderBy(desc(cardPaymentOrders.createdAt), desc(cardPaymentOrders.id))
      .limit(CUSTOMER_RECORDS_LIMIT),
    db
      .select({
        id: quotes.id,
        number: quotes.number,
        createdAt: quotes.createdAt,
        status: quotes.status,
        total: quotes.total,
        currency: quotes.currency,
      })
      .from(quotes)
      .where(eq(quotes.customerId, id))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(CUSTOMER_RECORDS_LIMIT),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        createdAt: invoices.createdAt,
        status: invoices.status,
        total: invoices.amountTotal,
        currency: invoices.currency,
      })
      .from(invoices)
      .where(eq(invoices.customerId, id))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(CUSTOMER_RECORDS_LIMIT),
  ]);
  return {
    customer,
    leads: customerLeads,
    orders: customerOrders,
    cardPayments,
    quotes: customerQuotes,
    invoices: customerInvoices,
  };
}

export type AdminCustomerPage = NonNullable<Awaited<ReturnType<typeof getAdminCustomer>>>;
