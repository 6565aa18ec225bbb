// The commercial invoice of one consignee of a shipment (issue 30 item 4), in French for the broker in Papeete
// (ruling 18): seller and consignee with their numbers and addresses, Incoterm with its place, per line the
// designation, HS code, origin, quantity, unit price and total; goods total, freight, insurance, the CIF value and
// its XPF counter-value at the stated rate; weights, packages and volume; the origin-and-price statement; the
// shipment's transport document, vessel and dates.
import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "../../i18n/i18n.ts";
import type { CustomsConsignee, ShipmentForDocuments } from "../../shipments/customs-documents-data.ts";
import type { ConsigneeFigures } from "../../shipments/customs-figures.ts";
import { styles } from "./document-pdf-styles.ts";
import { countryName, cubicMetres, hsCode, kilograms, rate } from "./customs-pdf-format.ts";
import { ConsigneeBox, CustomsFooter, CustomsHeader, TransportBox } from "./customs-pdf-parts.tsx";
import { customsStyles } from "./customs-pdf-styles.ts";
import { pdfMoney, pdfQuantity } from "./pdf-format.ts";
import { formatCalendarDay } from "../../format/tahiti-date.ts";

export type CommercialInvoicePdfProps = {
  shipment: ShipmentForDocuments;
  consignee: CustomsConsignee;
  figures: ConsigneeFigures;
  t: TFunction;
  fontFamily: string[];
  /** Known to fit on one page: its number printed as is (CustomsFooter). */
  onePage?: boolean;
};

/** The number printed on a consignee's documents: the shipment's reference and the buyer's order number. */
export function customsDocumentNumber(shipment: ShipmentForDocuments, consignee: CustomsConsignee): string {
  return `${shipment.reference}-${consignee.orderNumber.toUpperCase()}`;
}

export function CommercialInvoicePdf({
  shipment,
  consignee,
  figures,
  t,
  fontFamily,
  onePage,
}: CommercialInvoicePdfProps) {
  const title = t("pdf.titles.commercialInvoice");
  const number = customsDocumentNumber(shipment, consignee);
  const money = (amount: number) => pdfMoney(amount, shipment.currency);
  const charges = figures.charges;
  const origins = [...new Set(consignee.lines.map((line) => line.originCountry).filter(Boolean) as string[])];
  const unknown = t("pdf.unknown");
  return (
    <Document
      title={`${title} ${number}`}
      author={shipment.seller.name}
      creator={shipment.seller.name}
      language="fr-FR"
    >
      <Page size="A4" orientation="portrait" style={[styles.page, { fontFamily }]}>
        <CustomsFooter seller={shipment.seller} reference={number} t={t} onePage={onePage} />
        <CustomsHeader
          seller={shipment.seller}
          title={title}
          t={t}
          meta={[
            { label: t("pdf.number"), value: number },
            { label: t("pdf.issueDate"), value: formatCalendarDay(shipment.issuedOn) },
            { label: t("pdf.order"), value: consignee.orderNumber.toUpperCase() },
            { label: t("pdf.shipment"), value: shipment.reference },
          ]}
        />
        <View style={styles.parties}>
          <ConsigneeBox
            label={t("pdf.consignee")}
            party={consignee.consignee}
            deliveryAddressLines={consignee.deliveryAddressLines}
            t={t}
          />
        </View>
        <TransportBox shipment={shipment} t={t} />
        <View style={styles.facts}>
          <Text style={styles.fact}>{t("pdf.incoterm", { incoterm: shipment.incoterm })}</Text>
          <Text style={styles.fact}>{t("pdf.currency", { currency: shipment.currency })}</Text>
        </View>

        <View>
          <View style={styles.tableHeader} fixed>
            <Text style={styles.colDescription}>{t("pdf.columns.designation")}</Text>
            <Text style={customsStyles.colHs}>{t("pdf.columns.hsCode")}</Text>
            <Text style={customsStyles.colOrigin}>{t("pdf.columns.origin")}</Text>
            <Text style={customsStyles.colQty}>{t("pdf.columns.qty")}</Text>
            <Text style={customsStyles.colPrice}>{t("pdf.columns.unitPrice")}</Text>
            <Text style={customsStyles.colTotal}>{t("pdf.columns.total")}</Text>
          </View>
          {consignee.lines.map((line, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <Text style={styles.colDescription}>{[line.designation, ...line.options].join("\n")}</Text>
              <Text style={customsStyles.colHs}>{hsCode(line.hsCode)}</Text>
              <Text style={customsStyles.colOrigin}>{line.originCountry ?? "—"}</Text>
              <Text style={customsStyles.colQty}>{pdfQuantity(line.quantity)}</Text>
              <Text style={customsStyles.colPrice}>{money(line.unitPriceMinor)}</Text>
              <Text style={customsStyles.colTotal}>{money(line.totalMinor)}</Text>
            </View>
          ))}
        </View>

        <View style={customsStyles.summary} wrap={false}>
          <View style={customsStyles.summaryBox}>
            <SummaryRow
              label={t("pdf.quantities.netWeight")}
              value={
                figures.netWeightGrams === null
                  ? unknown
                  : t("pdf.weightKg", { value: kilograms(figures.netWeightGrams) })
              }
            />
            <SummaryRow
              label={t("pdf.quantities.grossWeight")}
              value={
                figures.grossWeightGrams === null
                  ? unknown
                  : t("pdf.weightKg", { value: kilograms(figures.grossWeightGrams) })
              }
            />
            <SummaryRow label={t("pdf.quantities.packages")} value={pdfQuantity(figures.packages)} />
            <SummaryRow
              label={t("pdf.quantities.volume")}
              value={
                figures.volumeCm3 === null ? unknown : t("pdf.volumeM3", { value: cubicMetres(figures.volumeCm3) })
              }
            />
          </View>
          <View style={customsStyles.summaryBox}>
            <SummaryRow label={t("pdf.totals.goods")} value={money(charges.goodsMinor)} />
            <SummaryRow label={t("pdf.totals.freight")} value={money(charges.freightMinor)} />
            <SummaryRow label={t("pdf.totals.insurance")} value={money(charges.insuranceMinor)} />
            <View style={styles.grandTotal}>
              <Text style={{ flex: 1 }}>{t("pdf.totals.cif", { place: shipment.portOfDischarge })}</Text>
              <Text>{money(charges.cifMinor)}</Text>
            </View>
            {shipment.currency !== "XPF" && shipment.xpfRate !== null ? (
              <>
                <SummaryRow label={t("pdf.totals.cifXpf")} value={pdfMoney(charges.cifXpf, "XPF")} />
                <Text style={customsStyles.muted}>
                  {t("pdf.totals.rate", { currency: shipment.currency, rate: rate(shipment.xpfRate) })}
                </Text>
              </>
            ) : null}
          </View>
        </View>

        <View style={customsStyles.statement} wrap={false}>
          <Text>
            {t("pdf.statement", {
              origins: origins.length > 0 ? origins.map(countryName).join(", ") : t("pdf.originUnknown"),
            })}
          </Text>
          <Text>{t("pdf.noVat")}</Text>
          <View style={customsStyles.signature}>
            <Text style={styles.boxLabel}>{t("pdf.signature")}</Text>
          </View>
        </View>
      </Page>
    </Document>
  );
}

export function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <View style={customsStyles.summaryRow}>
      <Text style={customsStyles.muted}>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}
