// The table of a lead's fields, shared by the business notification and the visitor's acknowledgement.
import { MAIL_COLORS } from "./mail-layout.tsx";

export type LeadFieldRow = { label: string; value: string };

export function LeadFieldsTable({ rows }: { rows: LeadFieldRow[] }) {
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
              {row.label} :
            </td>
            <td style={{ padding: "6px 0", whiteSpace: "pre-wrap", borderBottom: `1px solid ${MAIL_COLORS.border}` }}>
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
