// The orders of a shipment (issue 30 item 2): their buyer, goods, share of the fill, payment (a balance still due
// before departure is flagged), purchase orders and customs documents; orders are added and removed here.
import { FileText, Send, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import type { ShipmentStatus } from "../../../modules/shipments/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { ShipmentOrderView } from "../../../modules/shipments/shipment-read.server.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { cubicMetres, kilograms } from "./shipment-fill-card.tsx";

type Props = {
  shipmentId: string;
  status: ShipmentStatus;
  orders: ShipmentOrderView[];
  shippable: { orderId: string; number: string; customer: string; productSlug: string; qty: number }[];
};

export function ShipmentOrdersCard({ shipmentId, status, orders, shippable }: Props) {
  const { t } = useTranslation("shipments");
  const isBeforeDeparture = status === "planned" || status === "loading";
  const docs = `/admin/shipments/${shipmentId}/documents`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.cards.orders")}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {orders.length === 0 ? (
          <p className="text-sm text-slate-600">{t("admin.orders.empty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-slate-600">
                <tr>
                  {(["number", "customer", "product", "qty", "volume", "weight", "packages", "payment"] as const).map(
                    (key) => (
                      <th key={key} scope="col" className="px-2 py-1 font-medium">
                        {t(`admin.orders.${key}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => [
                  <tr key={order.orderId} className="border-t border-slate-100 align-top">
                    <th scope="row" className="px-2 py-2 font-medium whitespace-nowrap">
                      <Link to={`/admin/orders/${order.orderId}`} className="text-brand-700 hover:underline">
                        {order.number}
                      </Link>
                      {order.purchaseOrders.length > 0 ? (
                        <span className="block text-xs font-normal text-slate-500">
                          {order.purchaseOrders.join(", ")}
                        </span>
                      ) : null}
                    </th>
                    <td className="px-2 py-2">
                      {order.customer}
                      <span className="block text-xs text-slate-500">{order.lang.toUpperCase()}</span>
                    </td>
                    <td className="min-w-40 px-2 py-2">{order.product}</td>
                    <td className="px-2 py-2 tabular-nums">{order.qty}</td>
                    <td className="px-2 py-2 whitespace-nowrap tabular-nums">
                      {order.volumeCm3 === null ? "—" : cubicMetres(order.volumeCm3)}
                    </td>
                    <td className="px-2 py-2 whitespace-nowrap tabular-nums">
                      {order.grossWeightGrams === null ? "—" : kilograms(order.grossWeightGrams)}
                    </td>
                    <td className="px-2 py-2 tabular-nums">{order.packages}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      {order.isPaidInFull ? (
                        <Badge variant="success">{t("admin.orders.paid")}</Badge>
                      ) : (
                        <Badge variant={isBeforeDeparture ? "warning" : "secondary"}>
                          {t(isBeforeDeparture ? "admin.orders.balanceDue" : "admin.orders.balanceOpen")}
                        </Badge>
                      )}
                    </td>
                  </tr>,
                  <tr key={`${order.orderId}-actions`} className="border-t-0">
                    <td colSpan={8} className="px-2 pb-3">
                      <div className="flex flex-wrap items-center gap-1">
                        <a
                          href={`${docs}/commercial-invoice/${order.orderId}`}
                          className={buttonClasses({ variant: "outline", size: "sm" })}
                        >
                          <FileText aria-hidden="true" />
                          {t("admin.documents.commercialInvoice")}
                        </a>
                        <a
                          href={`${docs}/packing-list/${order.orderId}`}
                          className={buttonClasses({ variant: "outline", size: "sm" })}
                        >
                          {t("admin.documents.packingList")}
                        </a>
                        <Form method="post" action={`${docs}/send/${order.orderId}`}>
                          <Button type="submit" variant="outline" size="sm">
                            <Send aria-hidden="true" />
                            {t("admin.documents.send")}
                          </Button>
                        </Form>
                        <Form method="post">
                          <input type="hidden" name="intent" value="remove-order" />
                          <input type="hidden" name="orderId" value={order.orderId} />
                          <Button
                            type="submit"
                            variant="ghost"
                            size="sm"
                            aria-label={t("admin.orders.removeLabel", { number: order.number })}
                          >
                            <Trash2 aria-hidden="true" />
                            {t("admin.orders.remove")}
                          </Button>
                        </Form>
                      </div>
                    </td>
                  </tr>,
                ])}
              </tbody>
            </table>
          </div>
        )}
        {shippable.length === 0 ? (
          <p className="text-sm text-slate-600">{t("admin.orders.none")}</p>
        ) : (
          <Form method="post" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
            <input type="hidden" name="intent" value="add-order" />
            <Field label={t("admin.orders.addLabel")}>
              <Select
                name="orderId"
                placeholder={t("admin.orders.choose")}
                options={shippable.map((order) => ({
                  value: order.orderId,
                  label: `${order.number} · ${order.customer} · ${order.productSlug} × ${order.qty}`,
                }))}
              />
            </Field>
            <Field label={t("admin.orders.marks")}>
              <Input name="marks" maxLength={200} />
            </Field>
            <Button type="submit">{t("admin.orders.add")}</Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
