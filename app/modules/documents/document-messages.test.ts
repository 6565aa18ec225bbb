import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_ERROR_CODES } from "./document-error.ts";

const french = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../locales/fr/documents.json"), "utf8"));

describe("document messages", () => {
  it("have a French message for every error code", () => {
    for (const code of DOCUMENT_ERROR_CODES) expect(french.errors[code], code).toEqual(expect.any(String));
  });

  it("use the specification's words to the letter (back-office §5, §8)", () => {
    expect(french.errors).toMatchObject({
      INVOICE_NOT_FOUND: "Facture non trouvée",
      QUOTE_NOT_FOUND: "Devis introuvable",
      PURCHASE_ORDER_NOT_FOUND: "Bon de commande introuvable",
      PURCHASE_ORDER_ID_MISSING: "ID du bon de commande manquant",
      SUPPLIER_NOT_FOUND: "Fournisseur non trouvé",
      NUMBERING_FAILED: "Erreur lors de la génération du numéro",
      EMAIL_REQUIRED: "L'adresse email est obligatoire",
      CUSTOMER_EMAIL_MISSING: "Aucune adresse email renseignée pour ce client",
    });
    expect(french.failures).toMatchObject({
      createQuote: "Impossible de créer le devis",
      createPurchaseOrder: "Impossible de créer le bon de commande",
      createDepositInvoice: "Impossible de créer la facture d'acompte",
      createBalanceInvoice: "Impossible de créer la facture de solde",
      markPaid: "Impossible de marquer comme payée",
      convertQuote: "Impossible de convertir le devis",
      deleteSupplier: "Impossible de supprimer le fournisseur",
      sendFailed: "Impossible d'envoyer l'email",
    });
  });
});
