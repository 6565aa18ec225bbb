// To a consignee of a shipment, in the order's language: their commercial invoice and packing list attached (and
// the shipment's bill of lading when one is on file), with the vessel and dates, for their customs broker.
import type { Locale } from "../i18n/locales.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { type MailCompany, MailLayout } from "../mail/templates/mail-layout.tsx";

export type CustomsDocumentsMailProps = {
  lang: Locale;
  subject: string;
  name: string | null;
  orderNumber: string;
  reference: string;
  vessel: string | null;
  /** Formatted dates with their ports, or null when not set. */
  departure: { port: string; date: string } | null;
  arrival: { port: string; date: string } | null;
  withTransportDocument: boolean;
  company: MailCompany;
};

export function CustomsDocumentsMail(props: CustomsDocumentsMailProps) {
  const t = getMailT(props.lang);
  const k = (key: string, options?: Record<string, unknown>) => t(`customs-documents:mail.${key}`, options);
  const intro = k("intro", { order: props.orderNumber, reference: props.reference });
  const facts = [
    props.vessel ? k("vessel", { vessel: props.vessel }) : null,
    props.departure ? k("etd", props.departure) : null,
    props.arrival ? k("eta", props.arrival) : null,
  ].filter((line): line is string => line !== null);
  return (
    <MailLayout lang={props.lang} title={props.subject} preheader={intro} company={props.company}>
      <p style={{ margin: "0 0 12px" }}>{props.name ? k("greetingName", { name: props.name }) : k("greeting")}</p>
      <p style={{ margin: "0 0 12px" }}>{intro}</p>
      {props.withTransportDocument ? <p style={{ margin: "0 0 12px" }}>{k("transportDocument")}</p> : null}
      {facts.length > 0 ? <p style={{ margin: "0 0 12px", whiteSpace: "pre-line" }}>{facts.join("\n")}</p> : null}
      <p style={{ margin: "0 0 12px" }}>{k("broker")}</p>
    </MailLayout>
  );
}
