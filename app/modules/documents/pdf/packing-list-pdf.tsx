// The packing list (issue 30 item 4), in French: of one consignee, or of the whole container with each consignee's
// goods in turn. Per line its marks, designation, packages, the shipping unit's dimensions, net and gross weight and
// volume; the totals; the container and seal numbers in the transport facts. A4 landscape for the columns.
import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { Styles } from "@react-pdf/renderer";
import type { TFunction } from "../../i18n/i18n.ts";
import type { CustomsConsignee, CustomsLine, ShipmentForDocuments } from "../../shipments/customs-documents-data.ts";
import { lineQuantities, type CustomsQuantities } from "../../shipments/customs-figures.ts";
import { styles } from "./document-pdf-styles.ts";
import { customsDocumentNumber, SummaryRow } from "./commercial-invoice-pdf.tsx";
import { centimetres, cubicMetres, kilograms } from "./customs-pdf-format.ts";
import { ConsigneeBox, CustomsFooter, CustomsHeader, TransportBox } from "./customs-pdf-parts.tsx";
import { customsStyles } from "./customs-pdf-styles.ts";
import { pdfQuantity } from "./pdf-format.ts";
import { formatCalendarDay } from "../../format/tahiti-date.ts";

export type PackingListPdfProps = {
  shipment: ShipmentForDocuments;
  /** One consignee's list, or null for the whole container. */
  consignee: CustomsConsignee | null;
  parts: { consignee: CustomsConsignee; quantities: CustomsQuantities }[];
  total: CustomsQuantities;
  t: TFunction;
  fontFamily: string[];
  /** Known to fit on one page: its number printed as is (CustomsFooter). */
  onePage?: boolean;
};

export function PackingListPdf({ shipment, consignee, parts, total, t, fontFamily, onePage }: PackingListPdfProps) {
  const whole = consignee === null;
  const title = t(whole ? "pdf.titles.containerPackingList" : "pdf.titles.packingList");
  const number = consignee ? customsDocumentNumber(shipment, consignee) : shipment.reference;
  const kg = (grams: number | null) => (grams === null ? "—" : t("pdf.weightKg", { value: kilograms(grams) }));
  const m3 = (cm3: number | null) => (cm3 === null ? "—" : t("pdf.volumeM3", { value: cubicMetres(cm3) }));
  const meta = [
    { label: t("pdf.number"), value: number },
    { label: t("pdf.issueDate"), value: formatCalendarDay(shipment.issuedOn) },
    ...(consignee ? [{ label: t("pdf.order"), value: consignee.orderNumber.toUpperCase() }] : []),
    { label: t("pdf.shipment"), value: shipment.reference },
  ];
  const totalsRow = (label: string, q: CustomsQuantities, style: Styles[string]) => (
    <View style={style} wrap={false}>
      <Text style={customsStyles.colMarks}>{label}</Text>
      <Text style={styles.colDescription} />
      <Text style={customsStyles.colPackages}>{pdfQuantity(q.packages)}</Text>
      <Text style={customsStyles.colDimensions} />
      <Text style={customsStyles.colWeight}>{kg(q.netWeightGrams)}</Text>
      <Text style={customsStyles.colWeight}>{kg(q.grossWeightGrams)}</Text>
      <Text style={customsStyles.colVolume}>{m3(q.volumeCm3)}</Text>
    </View>
  );
  return (
    <Document
      title={`${title} ${number}`}
      author={shipment.seller.name}
      creator={shipment.seller.name}
      language="fr-FR"
    >
      <Page size="A4" orientation="landscape" style={[styles.page, { fontFamily }]}>
        <CustomsFooter seller={shipment.seller} reference={number} t={t} onePage={onePage} />
        <CustomsHeader seller={shipment.seller} title={title} meta={meta} t={t} />
        {consignee ? (
          <View style={styles.parties}>
            <ConsigneeBox
              label={t("pdf.consignee")}
              party={consignee.consignee}
              deliveryAddressLines={consignee.deliveryAddressLines}
              t={t}
            />
            <TransportBox shipment={shipment} t={t} style={{ flex: 2, marginBottom: 0 }} />
          </View>
        ) : (
          <TransportBox shipment={shipment} t={t} columns={5} />
        )}

        <View>
          <View style={styles.tableHeader} fixed>
            <Text style={customsStyles.colMarks}>{t("pdf.columns.marks")}</Text>
            <Text style={styles.colDescription}>{t("pdf.columns.designation")}</Text>
            <Text style={customsStyles.colPackages}>{t("pdf.columns.packages")}</Text>
            <Text style={customsStyles.colDimensions}>{t("pdf.columns.dimensions")}</Text>
            <Text style={customsStyles.colWeight}>{t("pdf.columns.netWeight")}</Text>
            <Text style={customsStyles.colWeight}>{t("pdf.columns.grossWeight")}</Text>
            <Text style={customsStyles.colVolume}>{t("pdf.columns.volume")}</Text>
          </View>
          {parts.map((part) => (
            <View key={part.consignee.orderId}>
              {whole ? (
                <View style={customsStyles.consigneeRow} wrap={false} minPresenceAhead={24}>
                  <Text>
                    {[
                      `${t("pdf.order")} ${part.consignee.orderNumber.toUpperCase()}`,
                      part.consignee.consignee.company ?? part.consignee.consignee.name,
                      part.consignee.consignee.registrationNumber
                        ? t("pdf.tahitiNumber", { number: part.consignee.consignee.registrationNumber })
                        : t("pdf.tahitiNumberMissing"),
                    ].join(" — ")}
                  </Text>
                </View>
              ) : null}
              {part.consignee.lines.map((line, index) => (
                <PackingRow key={index} line={line} marks={part.consignee.marks} t={t} kg={kg} m3={m3} />
              ))}
              {whole
                ? totalsRow(
                    t("pdf.consigneeTotal", { name: part.consignee.orderNumber.toUpperCase() }),
                    part.quantities,
                    customsStyles.subtotalRow,
                  )
                : null}
            </View>
          ))}
          {totalsRow(
            consignee
              ? t("pdf.consigneeTotal", { name: consignee.orderNumber.toUpperCase() })
              : t("pdf.containerTotal"),
            total,
            customsStyles.grandTotalRow,
          )}
        </View>

        <View style={customsStyles.summary} wrap={false}>
          <View style={customsStyles.summaryBox}>
            <SummaryRow label={t("pdf.quantities.packages")} value={pdfQuantity(total.packages)} />
            <SummaryRow label={t("pdf.quantities.netWeight")} value={kg(total.netWeightGrams)} />
            <SummaryRow label={t("pdf.quantities.grossWeight")} value={kg(total.grossWeightGrams)} />
            <SummaryRow label={t("pdf.quantities.volume")} value={m3(total.volumeCm3)} />
          </View>
          <View style={customsStyles.summaryBox}>
            <Text>{t("pdf.incoterm", { incoterm: shipment.incoterm })}</Text>
            {whole ? <Text>{`${t("pdf.consignees")} : ${parts.length}`}</Text> : null}
          </View>
        </View>
      </Page>
    </Document>
  );
}

function PackingRow({
  line,
  marks,
  t,
  kg,
  m3,
}: {
  line: CustomsLine;
  marks: string | null;
  t: TFunction;
  kg: (grams: number | null) => string;
  m3: (cm3: number | null) => string;
}) {
  const q = lineQuantities(line);
  const dims =
    line.shippingUnitLengthMm && line.shippingUnitWidthMm && line.shippingUnitHeightMm
      ? t("pdf.dimensionsCm", {
          length: centimetres(line.shippingUnitLengthMm),
          width: centimetres(line.shippingUnitWidthMm),
          height: centimetres(line.shippingUnitHeightMm),
        })
      : "—";
  return (
    <View style={styles.row} wrap={false}>
      <Text style={customsStyles.colMarks}>{marks ?? "—"}</Text>
      <Text style={styles.colDescription}>
        {[`${line.designation} × ${pdfQuantity(line.quantity)}`, ...line.options].join("\n")}
      </Text>
      <Text style={customsStyles.colPackages}>{pdfQuantity(q.packages)}</Text>
      <Text style={customsStyles.colDimensions}>
        {[dims, t("pdf.shippingUnits", { count: line.shippingUnits })].join("\n")}
      </Text>
      <Text style={customsStyles.colWeight}>{kg(q.netWeightGrams)}</Text>
      <Text style={customsStyles.colWeight}>{kg(q.grossWeightGrams)}</Text>
      <Text style={customsStyles.colVolume}>{m3(q.volumeCm3)}</Text>
    </View>
  );
}
