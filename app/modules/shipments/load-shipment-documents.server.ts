// The customs documents' data read from the database once (issue 30 item 4): the shipment, the seller from the
// company identity the other documents print, and per order of the shipment its buyer (name, company, numéro TAHITI,
// addresses) and its goods with the product's logistics facts. Amounts in the shipment's currency: an order's goods
// value is its amount less the freight it was charged (DESIGN.md ruling 11), since the shipment's own freight and
// insurance are shared out on the documents (ruling 19). Only deposit-flow orders are in shipments.
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { products } from "../../db/schema/catalog.ts";
import { customers, orders } from "../../db/schema/sales.ts";
import { shipmentOrders, shipments } from "../../db/schema/shipments.ts";
import { convertFromXpf } from "../catalog/pricing.ts";
import { chosenOptionLines } from "../documents/order-product-text.server.ts";
import type { DocumentCompany } from "../documents/pdf/printable-document.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { orderNumber } from "../sales/order-number.ts";
import type { CustomsConsignee, CustomsParty, ShipmentForDocuments } from "./customs-documents-data.ts";
import { CustomsError } from "./customs-error.ts";

export type LoadShipmentDocumentsOptions = { shipmentId: string; company: DocumentCompany; now?: Date };

const lines = (text: string | null) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Throws SHIPMENT_NOT_FOUND, RATE_MISSING (a foreign currency without its XPF rate) or CURRENCY_MISMATCH. */
export async function loadShipmentDocuments(
  db: DbExecutor,
  { shipmentId, company, now = new Date() }: LoadShipmentDocumentsOptions,
): Promise<ShipmentForDocuments> {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment) throw new CustomsError("SHIPMENT_NOT_FOUND");
  if (shipment.currency !== "XPF" && shipment.xpfRate === null) throw new CustomsError("RATE_MISSING");
  const rows = await db
    .select({ link: shipmentOrders, order: orders, customer: customers, product: products })
    .from(shipmentOrders)
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(shipmentOrders.shipmentId, shipmentId))
    .orderBy(asc(shipmentOrders.createdAt), asc(shipmentOrders.id));

  const seller: CustomsParty = {
    name: company.name,
    company: null,
    registrationNumber: company.registration || null,
    addressLines: lines(company.address),
    email: null,
    phone: null,
  };
  const consignees = rows.map(({ link, order, customer, product }): CustomsConsignee => {
    const { unitPriceMinor, totalMinor } = goodsPrice(order, shipment.currency, shipment.xpfRate);
    const address = lines(customer.address);
    const delivery = lines(customer.deliveryAddress);
    return {
      orderId: order.id,
      orderNumber: orderNumber(order.id),
      consignee: {
        name: customer.fullName ?? customer.email,
        company: customer.company,
        registrationNumber: customer.taxId,
        addressLines: [...address, ...lines(customer.location)],
        email: customer.email,
        phone: customer.phone,
      },
      deliveryAddressLines: delivery.length > 0 && delivery.join("\n") !== address.join("\n") ? delivery : null,
      marks: link.marks,
      lang: order.lang,
      lines: [
        {
          designation: product?.title ?? order.productSlug,
          options: chosenOptionLines(order.options),
          hsCode: product?.hsCode ?? null,
          originCountry: product?.originCountry ?? null,
          quantity: order.qty,
          unitPriceMinor,
          totalMinor,
          netWeightGrams: product?.netWeightGrams ?? null,
          grossWeightGrams: product?.grossWeightGrams ?? null,
          packages: (product?.packagesPerUnit ?? 1) * order.qty,
          shippingUnits: order.shippingUnitCount ?? Math.ceil(order.qty / (product?.unitsPerShippingUnit ?? 1)),
          shippingUnitLengthMm: product?.shippingUnitLengthMm ?? null,
          shippingUnitWidthMm: product?.shippingUnitWidthMm ?? null,
          shippingUnitHeightMm: product?.shippingUnitHeightMm ?? null,
          shippingUnitVolumeCm3: product?.shippingUnitVolumeCm3 ?? null,
        },
      ],
    };
  });

  const air = shipment.mode === "air";
  return {
    shipmentId: shipment.id,
    reference: shipment.reference,
    mode: shipment.mode,
    // CNF (cost and freight) is a sea term; by air the same deal is CPT.
    incoterm: `${air ? "CPT" : "CNF"} ${shipment.portOfDischarge}`,
    portOfLoading: shipment.portOfLoading,
    portOfDischarge: shipment.portOfDischarge,
    carrier: shipment.carrier,
    vessel: shipment.vessel,
    voyage: shipment.voyage,
    containerNumber: shipment.containerNumber,
    sealNumber: shipment.sealNumber,
    transportDocumentNumber: shipment.transportDocumentNumber,
    etd: shipment.etd,
    eta: shipment.eta,
    currency: shipment.currency,
    freightMinor: shipment.freightMinor,
    insuranceMinor: shipment.insuranceMinor,
    xpfRate: shipment.currency === "XPF" ? null : shipment.xpfRate,
    issuedOn: tahitiIsoDate(now),
    seller,
    consignees,
  };
}

type OrderMoney = Pick<typeof orders.$inferSelect, "id" | "qty" | "amount" | "currency" | "freightXpf">;

/**
 * The order's goods (its amount less its freight) as a unit price and a total in the shipment's currency, the total
 * being unit × quantity. An XPF order on a foreign-currency shipment is converted at the shipment's stated rate.
 */
export function goodsPrice(
  order: OrderMoney,
  currency: ShipmentForDocuments["currency"],
  xpfRate: number | null,
): { unitPriceMinor: number; totalMinor: number } {
  const freight = order.currency === "XPF" ? Math.min(order.freightXpf ?? 0, order.amount) : 0;
  const goods = order.amount - freight;
  const unit = Math.round(goods / order.qty);
  if (order.currency === currency) {
    // The total is the order's own figure; the unit price is rounded only when the goods do not divide evenly.
    return { unitPriceMinor: unit, totalMinor: goods };
  }
  if (order.currency !== "XPF" || xpfRate === null) {
    throw new CustomsError("CURRENCY_MISMATCH", {
      params: { order: orderNumber(order.id), currency: order.currency, shipmentCurrency: currency },
    });
  }
  const converted = convertFromXpf(unit, xpfRate, currency);
  return { unitPriceMinor: converted, totalMinor: converted * order.qty };
}
