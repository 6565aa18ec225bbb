// Sample rows for the kit page's table, sorted, filtered and cut in memory with the same parameters a real list
// reads from the URL (a real list does this in SQL: app/modules/lists/list-page.server.ts).
import { parseListParams, type ListSpec } from "../../../modules/lists/list-params.ts";

export const SAMPLE_LIST_SPEC = {
  sortable: ["name", "category", "price"],
  defaultSort: "name",
  defaultDirection: "asc",
  filters: { q: { kind: "text" }, status: { kind: "choice", values: ["published", "draft", "archived"] } },
} as const satisfies ListSpec<"name" | "category" | "price">;

export type SampleProduct = {
  id: string;
  name: string;
  category: string;
  price: number;
  status: "published" | "draft" | "archived";
};

const SAMPLES: SampleProduct[] = [
  { id: "s1", name: "Mini-pelle 1,8 t", category: "equip", price: 2_845_000, status: "published" },
  { id: "s2", name: "Kit solaire 5 kW", category: "solar", price: 1_190_000, status: "published" },
  { id: "s3", name: "Tiny house 20 pieds", category: "tiny", price: 4_320_000, status: "draft" },
  { id: "s4", name: "Panneau 410 W", category: "solar", price: 21_500, status: "published" },
  { id: "s5", name: "Godet 40 cm", category: "equip", price: 48_000, status: "archived" },
  { id: "s6", name: "Onduleur hybride 6 kW", category: "solar", price: 265_000, status: "draft" },
];

export function listSampleProducts(searchParams: URLSearchParams) {
  const params = parseListParams(searchParams, SAMPLE_LIST_SPEC);
  const { q, status } = params.filters;
  const matching = SAMPLES.filter(
    (row) => (!q || row.name.toLowerCase().includes(q.toLowerCase())) && (!status || row.status === status),
  );
  const sign = params.direction === "asc" ? 1 : -1;
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [a[params.sort], b[params.sort]];
    return sign * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), "fr"));
  });
  const pageCount = Math.max(1, Math.ceil(sorted.length / params.size));
  const page = Math.min(params.page, pageCount);
  return {
    rows: sorted.slice((page - 1) * params.size, page * params.size),
    list: { page, pageCount, total: sorted.length, size: params.size, sort: params.sort, direction: params.direction },
    filters: params.filters,
  };
}
