import { describe, expect, it } from "vitest";
import { DocumentError } from "../documents/document-error.ts";
import { ImportError } from "../importer/import-error.ts";
import { SUPPORTED_LOCALES } from "../i18n/locales.ts";
import { PaymentError } from "../payments/payment-error.ts";
import { OrderError } from "../sales/order-error.ts";
import { APP_ERRORS, AppError, type AppErrorArea, isAppError } from "./app-error.ts";
import { appErrorData, appErrorMessage } from "./app-error-response.server.ts";

const everyError = () =>
  (Object.keys(APP_ERRORS) as AppErrorArea[]).flatMap((area) =>
    Object.keys(APP_ERRORS[area]).map((code) => new AppError(area, code as never, { params: { labels: "Couleur" } })),
  );

describe("AppError", () => {
  it("gives every code a 4xx or 5xx status and a message in every language", () => {
    for (const error of everyError()) {
      expect(error.status, error.code).toBeGreaterThanOrEqual(400);
      expect(error.status, error.code).toBeLessThan(600);
      for (const locale of SUPPORTED_LOCALES) {
        const message = appErrorMessage(error, locale);
        expect(message, `${locale} ${error.area}.${error.code}`).not.toMatch(/^[\w-]+:[\w.]+$/);
      }
    }
  });

  it("is what each area throws, with the area's messages and statuses", async () => {
    const order = new OrderError("OPTIONS_REQUIRED", ["Couleur", "Taille"]);
    expect(isAppError(order, "order")).toBe(true);
    expect(order.status).toBe(400);
    expect(appErrorMessage(order, "fr")).toBe("Veuillez choisir : Couleur, Taille.");
    expect(new OrderError("PRODUCT_NOT_FOUND").status).toBe(404);
    expect(new PaymentError("PROVIDER_FAILED").status).toBe(502);
    expect(appErrorMessage(new DocumentError("QUOTE_NOT_FOUND"), "fr")).toBe("Devis introuvable");
    expect(appErrorMessage(new ImportError("URL_INVALID"), "fr")).toBe("Veuillez saisir une URL Alibaba valide");
    expect(appErrorMessage(new ImportError("SLUG_TAKEN", { slug: "table" }), "fr")).toMatch(
      /^Impossible d'importer le produit: .*table/,
    );
    const response = appErrorData(new DocumentError("SUPPLIER_IN_USE"), "fr");
    expect(response.init?.status).toBe(409);
    expect(response.data.error).toMatchObject({ area: "document", code: "SUPPLIER_IN_USE" });
  });
});
