// The look of the customs documents (commercial invoice, packing lists): the document PDF's page, header, boxes and
// totals (document-pdf-styles.ts), with the narrower columns these tables need.
import { StyleSheet } from "@react-pdf/renderer";

const RULE = "#d1d5db";
const MUTED = "#4b5563";

export const customsStyles = StyleSheet.create({
  small: { fontSize: 8.5 },
  transport: {
    flexDirection: "row",
    flexWrap: "wrap",
    borderWidth: 1,
    borderColor: RULE,
    borderRadius: 3,
    padding: 8,
    marginBottom: 12,
  },
  transportItem: { marginBottom: 3, paddingRight: 6 },
  transportLabel: { fontSize: 7, color: MUTED, textTransform: "uppercase", letterSpacing: 0.4 },
  // Commercial invoice (portrait).
  colHs: { width: 52, textAlign: "center" },
  colOrigin: { width: 36, textAlign: "center" },
  colQty: { width: 32, textAlign: "right" },
  colPrice: { width: 78, textAlign: "right" },
  colTotal: { width: 84, textAlign: "right" },
  // Packing list (landscape).
  colMarks: { width: 96, paddingRight: 6 },
  colPackages: { width: 44, textAlign: "right" },
  colDimensions: { width: 120, textAlign: "right" },
  colWeight: { width: 72, textAlign: "right" },
  colVolume: { width: 64, textAlign: "right" },
  consigneeRow: {
    flexDirection: "row",
    paddingVertical: 4,
    paddingHorizontal: 6,
    backgroundColor: "#f3f4f6",
    fontWeight: 700,
    marginTop: 6,
  },
  subtotalRow: {
    flexDirection: "row",
    paddingVertical: 4,
    paddingHorizontal: 6,
    fontWeight: 700,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
  },
  grandTotalRow: {
    flexDirection: "row",
    paddingVertical: 5,
    paddingHorizontal: 6,
    backgroundColor: "#e6f0f3",
    fontWeight: 700,
    marginTop: 8,
  },
  summary: { flexDirection: "row", gap: 12, marginTop: 10 },
  summaryBox: { flex: 1, borderWidth: 1, borderColor: RULE, borderRadius: 3, padding: 8, gap: 2 },
  summaryRow: { flexDirection: "row", justifyContent: "space-between" },
  statement: { marginTop: 14, borderTopWidth: 1, borderTopColor: RULE, paddingTop: 8, gap: 3 },
  signature: { marginTop: 10, borderWidth: 1, borderColor: RULE, borderRadius: 3, height: 56, padding: 8, width: 240 },
  muted: { color: MUTED },
});
