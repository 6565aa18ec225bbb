// The table of a lead's fields, shared by the business notification and the visitor's acknowledgement.
import { Fragment } from "react";
import { colon } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";
import { MAIL_COLORS } from "./mail-layout.tsx";

export type LeadFieldRow = { label: string; value: string };

/** Labels end with the colon of `lang` ('Produit :', 'Product:', '产品：'); the business's mails are French. */
export function LeadFieldsTable({ rows, lang = "fr" }: { rows: LeadFieldRow[]; lang?: Locale }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse", margin: "12px 0" }}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td
              style={{
                padding: "6px 8px 6px 0",
                verticalAlign: "top",
                color: MAIL_COLORS.muted,
                fontSize: "13px",
                whiteSpace: "nowrap",
                borderBottom: `1px solid ${MAIL_COLORS.border}`,
              }}
            >
              {row.label}
              {colon(lang).trimEnd()}
            </td>
            <td style={{ padding: "6px 0", whiteSpace: "pre-wrap", borderBottom: `1px solid ${MAIL_COLORS.border}` }}>
              <MultilineText text={row.value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Text whose line breaks are kept as <br>: mail clients that ignore `white-space` (and the text part, derived from
 * the HTML) still show them.
 */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
