/** What the supplier form edits (back-office §2: name, email, phone, address, website). */
export type SupplierFields = {
  name?: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  website?: string | null;
  notes?: string | null;
};
