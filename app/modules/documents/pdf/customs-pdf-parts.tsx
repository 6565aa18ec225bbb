// The parts the commercial invoice and the packing lists share: the seller and title block, a party's box (a
// consignee with its numéro TAHITI), the shipment's transport facts (mode, ports, vessel, B/L, container, dates),
// and the page number and footer.
import { Text, View, type Styles } from "@react-pdf/renderer";
import type { TFunction } from "../../i18n/i18n.ts";
import type { CustomsParty, ShipmentForDocuments } from "../../shipments/customs-documents-data.ts";
import { Meta } from "./document-pdf-parts.tsx";
import { styles } from "./document-pdf-styles.ts";
import { customsStyles } from "./customs-pdf-styles.ts";
import { formatCalendarDay } from "../../format/tahiti-date.ts";

export function CustomsHeader({
  seller,
  title,
  meta,
  t,
}: {
  seller: CustomsParty;
  title: string;
  meta: { label: string; value: string }[];
  t: TFunction;
}) {
  return (
    <View style={styles.header}>
      <View style={styles.seller}>
        <Text style={styles.sellerName}>{seller.name}</Text>
        {seller.addressLines.map((line, index) => (
          <Text key={index} style={styles.muted}>
            {line}
          </Text>
        ))}
        {seller.registrationNumber ? (
          <Text style={styles.muted}>{t("pdf.registration", { number: seller.registrationNumber })}</Text>
        ) : null}
        {seller.email ? <Text style={styles.muted}>{seller.email}</Text> : null}
        {seller.phone ? <Text style={styles.muted}>{seller.phone}</Text> : null}
      </View>
      <View style={styles.titleBlock}>
        <Text style={styles.title}>{title}</Text>
        {meta.map((item) => (
          <Meta key={item.label} label={item.label} value={item.value} />
        ))}
      </View>
    </View>
  );
}

export function ConsigneeBox({
  label,
  party,
  deliveryAddressLines,
  t,
}: {
  label: string;
  party: CustomsParty;
  deliveryAddressLines: string[] | null;
  t: TFunction;
}) {
  return (
    <View style={styles.partyBox}>
      <Text style={styles.boxLabel}>{label}</Text>
      {party.company ? <Text style={styles.partyName}>{party.company}</Text> : null}
      <Text style={party.company ? {} : styles.partyName}>{party.name}</Text>
      {party.addressLines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
      {party.email ? <Text>{party.email}</Text> : null}
      {party.phone ? <Text>{party.phone}</Text> : null}
      <Text>
        {party.registrationNumber
          ? t("pdf.tahitiNumber", { number: party.registrationNumber })
          : t("pdf.tahitiNumberMissing")}
      </Text>
      {deliveryAddressLines && deliveryAddressLines.length > 0 ? (
        <Text>{t("pdf.deliveryAddress", { address: deliveryAddressLines.join(", ") })}</Text>
      ) : null}
    </View>
  );
}

function TransportItem({ label, value, width }: { label: string; value: string | null; width: string }) {
  return (
    <View style={[customsStyles.transportItem, { width }]}>
      <Text style={customsStyles.transportLabel}>{label}</Text>
      <Text>{value || "—"}</Text>
    </View>
  );
}

/** The shipment's transport facts in `columns` columns (3 beside a consignee, 5 across a landscape page). */
export function TransportBox({
  shipment,
  t,
  columns = 3,
  style,
}: {
  shipment: ShipmentForDocuments;
  t: TFunction;
  columns?: number;
  style?: Styles[string];
}) {
  const air = shipment.mode === "air";
  const width = `${Math.floor(10000 / columns) / 100}%`;
  const vessel = [shipment.vessel, shipment.voyage].filter(Boolean).join(" / ");
  return (
    <View style={style ? [customsStyles.transport, style] : customsStyles.transport} wrap={false}>
      <TransportItem label={t("pdf.transport.mode")} value={t(`pdf.modes.${shipment.mode}`)} width={width} />
      <TransportItem label={t("pdf.transport.portOfLoading")} value={shipment.portOfLoading} width={width} />
      <TransportItem label={t("pdf.transport.portOfDischarge")} value={shipment.portOfDischarge} width={width} />
      <TransportItem label={t("pdf.transport.carrier")} value={shipment.carrier} width={width} />
      <TransportItem label={t(air ? "pdf.transport.flight" : "pdf.transport.vessel")} value={vessel} width={width} />
      <TransportItem
        label={t(air ? "pdf.transport.airWaybill" : "pdf.transport.billOfLading")}
        value={shipment.transportDocumentNumber}
        width={width}
      />
      <TransportItem label={t("pdf.transport.etd")} value={formatCalendarDay(shipment.etd)} width={width} />
      <TransportItem label={t("pdf.transport.eta")} value={formatCalendarDay(shipment.eta)} width={width} />
      {air ? null : (
        <TransportItem label={t("pdf.transport.container")} value={shipment.containerNumber} width={width} />
      )}
      {air ? null : <TransportItem label={t("pdf.transport.seal")} value={shipment.sealNumber} width={width} />}
    </View>
  );
}

/**
 * The page number and the footer on every page. `onePage`: the document is known to hold one page, and its number is
 * printed as is: a number drawn from the page count makes the layout run twice per page (react-pdf's dynamic nodes).
 */
export function CustomsFooter({
  seller,
  reference,
  t,
  onePage = false,
}: {
  seller: CustomsParty;
  reference: string;
  t: TFunction;
  onePage?: boolean;
}) {
  return (
    <>
      {onePage ? (
        <Text fixed style={styles.pageNumber}>
          {t("pdf.page", { page: 1, pages: 1 })}
        </Text>
      ) : (
        <Text
          fixed
          style={styles.pageNumber}
          render={({ pageNumber, totalPages }) => t("pdf.page", { page: pageNumber, pages: totalPages })}
        />
      )}
      <Text fixed style={styles.footer}>
        {[
          seller.name,
          seller.registrationNumber ? t("pdf.registration", { number: seller.registrationNumber }) : null,
          reference,
        ]
          .filter(Boolean)
          .join(" — ")}
      </Text>
    </>
  );
}
