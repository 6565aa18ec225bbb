// The last page of an accepted quote (issue 31 item 3): 'Bon pour accord' and the evidence of the buyer's signed
// acceptance on their page: the name typed, the signature drawn (when drawn), the time in Tahiti, the address, the
// browser, the terms version and the SHA-256 of the quote's PDF as the page showed it.
import { Image, Page, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "../../i18n/i18n.ts";
import { styles } from "./document-pdf-styles.ts";
import type { PrintableAcceptance } from "./printable-document.ts";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.acceptanceRow} wrap={false}>
      <Text style={styles.acceptanceLabel}>{label}</Text>
      <Text style={styles.acceptanceValue}>{value}</Text>
    </View>
  );
}

export function AcceptancePage({
  acceptance,
  number,
  t,
  fontFamily,
  footer,
}: {
  acceptance: PrintableAcceptance;
  number: string;
  t: TFunction;
  fontFamily: string[];
  footer: string;
}) {
  const dash = "—";
  return (
    <Page size="A4" orientation="portrait" style={[styles.page, { fontFamily }]}>
      <Text
        fixed
        style={styles.pageNumber}
        render={({ pageNumber, totalPages }) => t("pdf.page", { page: pageNumber, pages: totalPages })}
      />
      <Text style={styles.acceptanceTitle}>{t("pdf.signed.title")}</Text>
      <Text style={styles.acceptanceIntro}>{t("pdf.signed.intro", { number })}</Text>
      <Row label={t("pdf.signed.signer")} value={acceptance.signerName} />
      <View style={styles.acceptanceRow} wrap={false}>
        <Text style={styles.acceptanceLabel}>{t("pdf.signed.signature")}</Text>
        {acceptance.signaturePng ? (
          <Image src={acceptance.signaturePng} style={styles.acceptanceSignature} />
        ) : (
          <Text style={styles.acceptanceValue}>{t("pdf.signed.typedOnly")}</Text>
        )}
      </View>
      <Row label={t("pdf.signed.acceptedAt")} value={t("pdf.signed.tahitiTime", { at: acceptance.acceptedAt })} />
      <Row label={t("pdf.signed.ip")} value={acceptance.ip ?? dash} />
      <Row label={t("pdf.signed.userAgent")} value={acceptance.userAgent ?? dash} />
      <Row label={t("pdf.signed.termsVersion")} value={acceptance.termsVersion} />
      <Row label={t("pdf.signed.pdfSha256")} value={acceptance.pdfSha256} />
      <Text style={styles.acceptanceNote}>{t("pdf.signed.note")}</Text>
      <Text fixed style={styles.footer}>
        {footer}
      </Text>
    </Page>
  );
}
