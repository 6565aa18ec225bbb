import { describe, expect, it } from "vitest";
import { DocumentError } from "../documents/document-error.ts";
import { ImportError } from "../importer/import-error.ts";
import { SUPPORTED_LOCALES } from "../i18n/locales.ts";
import { PAYMENT_ERROR_CODES, PaymentError } from "../payments/payment-error.ts";
import { OrderError } from "../sales/order-error.ts";
import { APP_ERRORS, AppError, type AppErrorArea, isAppError } from "./app-error.ts";
import { appErrorData, appErrorMessage, appErrorWording } from "./app-error-response.server.ts";
import { CARD_PAYMENT_DIALOG_WORDING, CHECKOUT_PAGE_WORDING } from "./app-error-wordings.ts";

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

describe("appErrorWording", () => {
  const screens = [CARD_PAYMENT_DIALOG_WORDING, CHECKOUT_PAGE_WORDING];

  it("words every code of each payment screen, and anything else, in every language", () => {
    for (const screen of screens) {
      const failures = [...PAYMENT_ERROR_CODES.map((code) => new PaymentError(code)), new Error("panne")];
      for (const failure of failures)
        for (const locale of SUPPORTED_LOCALES) {
          const { title, description } = appErrorWording(failure, screen, locale);
          for (const text of [title, description ?? ""])
            expect(text, `${locale} ${failure.message}`).not.toMatch(/^[\w-]+:[\w.]+$/);
        }
    }
  });

  it("gives the card dialog a title over the reason, with the code's status", () => {
    const options = appErrorWording(
      new PaymentError("OPTIONS_REQUIRED", "x", { details: ["Modèle"] }),
      CARD_PAYMENT_DIALOG_WORDING,
      "fr",
    );
    expect(options).toEqual({
      status: 400,
      title: "Impossible de créer le lien de paiement",
      description: "Veuillez choisir : Modèle.",
    });
    expect(appErrorWording(new PaymentError("TOO_MANY"), CARD_PAYMENT_DIALOG_WORDING, "fr")).toEqual({
      status: 429,
      title: "Impossible de créer le lien de paiement",
      description: "Trop de tentatives. Réessayez dans quelques minutes.",
    });
    expect(appErrorWording(new PaymentError("ALREADY_PAID"), CARD_PAYMENT_DIALOG_WORDING, "fr")).toEqual({
      status: 409,
      title: "Une erreur est survenue",
    });
    expect(appErrorWording(new Error("panne"), CARD_PAYMENT_DIALOG_WORDING, "fr")).toEqual({
      status: 500,
      title: "Une erreur est survenue",
      description: "Veuillez réessayer dans un instant.",
    });
  });

  it("gives the checkout page one line, and its own status where the page answers another", () => {
    expect(appErrorWording(new PaymentError("PROVIDER_FAILED"), CHECKOUT_PAGE_WORDING, "fr")).toEqual({
      status: 502,
      title: "Erreur lors de la création du paiement",
    });
    expect(appErrorWording(new PaymentError("OPTIONS_REQUIRED"), CHECKOUT_PAGE_WORDING, "fr").status).toBe(409);
    expect(appErrorWording(new DocumentError("QUOTE_NOT_FOUND"), CHECKOUT_PAGE_WORDING, "fr")).toEqual({
      status: 500,
      title: "Une erreur est survenue. Veuillez réessayer.",
    });
  });
});
