// The look of the document PDF (document-pdf.tsx and its parts): the brand colours and one StyleSheet for the page,
// the seller and title block, the parties, the lines table, the totals, the notices and the footer.
import { StyleSheet } from "@react-pdf/renderer";

const BRAND = "#0e4f66";
const MUTED = "#4b5563";
const RULE = "#d1d5db";

// OpenType shaping (kerning, ligatures) took about half of a 60-line invoice's render time; Latin text at this size
// reads the same without it, and Chinese needs none of these features. Only the default features one of the two
// fonts has are named (fontkit's `availableFeatures`; clig, locl, rlig, rclt and curs are in neither): the renderer
// copies this object onto every node at each relayout of a page, so each key costs on every render.
const NO_SHAPING = { kern: 0, liga: 0, calt: 0, ccmp: 0, mark: 0, mkmk: 0 };

export const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 64,
    paddingHorizontal: 42,
    fontSize: 9.5,
    color: "#1f2937",
    fontFeatureSettings: NO_SHAPING,
  },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 18 },
  seller: { width: "55%" },
  sellerName: { fontSize: 14, fontWeight: 700, color: BRAND, marginBottom: 3 },
  muted: { color: MUTED },
  titleBlock: { width: "42%" },
  title: { fontSize: 19, lineHeight: 1.2, fontWeight: 700, color: BRAND, textAlign: "right", marginBottom: 4 },
  draft: { marginBottom: 4, color: "#b91c1c", fontWeight: 700, fontSize: 8.5, textAlign: "right" },
  metaRow: { flexDirection: "row", justifyContent: "flex-end", marginTop: 2 },
  metaLabel: { color: MUTED, marginRight: 6 },
  metaValue: { fontWeight: 700, minWidth: 78, textAlign: "right" },
  parties: { flexDirection: "row", gap: 12, marginBottom: 14 },
  partyBox: { flex: 1, borderWidth: 1, borderColor: RULE, borderRadius: 3, padding: 8 },
  boxLabel: { fontSize: 7.5, color: MUTED, textTransform: "uppercase", letterSpacing: 0.6, marginBottom: 3 },
  // Names are set in the regular weight, larger: a bold subset holding both O and a composite such as Ō loses
  // the O from its text layer (fontkit), so a name would not be found when searching the PDF.
  partyName: { fontSize: 10.5, color: BRAND },
  facts: { flexDirection: "row", flexWrap: "wrap", marginBottom: 10, color: MUTED },
  fact: { marginRight: 16 },
  tableHeader: {
    flexDirection: "row",
    backgroundColor: BRAND,
    color: "#ffffff",
    fontWeight: 700,
    paddingVertical: 5,
    paddingHorizontal: 6,
    fontSize: 8.5,
  },
  row: {
    flexDirection: "row",
    paddingVertical: 5,
    paddingHorizontal: 6,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
  colDescription: { flex: 1, paddingRight: 8 },
  colQty: { width: 48, textAlign: "right" },
  colPrice: { width: 92, textAlign: "right" },
  colTotal: { width: 92, textAlign: "right" },
  totals: { marginTop: 10, marginLeft: "auto", width: 300 },
  totalRow: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 2.5,
    paddingHorizontal: 6,
    gap: 8,
  },
  totalValue: { textAlign: "right", width: 100 },
  grandTotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 5,
    paddingHorizontal: 6,
    backgroundColor: "#e6f0f3",
    fontWeight: 700,
    fontSize: 11,
    marginTop: 2,
  },
  payment: { marginTop: 14, borderWidth: 1, borderColor: RULE, borderRadius: 3, padding: 8, gap: 1.5 },
  paymentDue: { fontWeight: 700, marginBottom: 2 },
  notices: { marginTop: 16, borderTopWidth: 1, borderTopColor: RULE, paddingTop: 8, gap: 3 },
  acceptance: { marginTop: 14, borderWidth: 1, borderColor: RULE, borderRadius: 3, height: 62, padding: 8, width: 250 },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 42,
    right: 42,
    fontSize: 7.5,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 5,
  },
  pageNumber: {
    position: "absolute",
    bottom: 28,
    right: 42,
    width: 120,
    textAlign: "right",
    fontSize: 7.5,
    color: MUTED,
    paddingTop: 5.5,
  },
  acceptanceTitle: { fontSize: 19, fontWeight: 700, color: BRAND, marginBottom: 8 },
  acceptanceIntro: { marginBottom: 14, lineHeight: 1.4 },
  acceptanceRow: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 6 },
  acceptanceLabel: { width: "38%", paddingRight: 8, color: MUTED },
  acceptanceValue: { width: "62%" },
  acceptanceSignature: { width: 210, height: 60, objectFit: "contain" },
  acceptanceNote: { marginTop: 14, color: MUTED, fontSize: 8.5, lineHeight: 1.4 },
});
