import type { ProductStatus } from "../../../modules/catalog/statuses.ts";

/** A row of the products list, as the loader sends it. */
export type ProductListRow = {
  id: string;
  slug: string;
  title: string;
  status: ProductStatus;
  active: boolean;
  categoryId: string | null;
  thumbnail: string | null;
  purchasePriceCents: number | null;
  seaFreightCents: number | null;
  baseXpf: number | null;
  totalXpf: number | null;
};

/** A category of the list, as the loader sends it. */
export type ProductListCategory = {
  id: string;
  key: string;
  name: string;
  cover: string | null;
  translations: { en?: { name?: string }; zh?: { name?: string } };
  productCount: number;
};
