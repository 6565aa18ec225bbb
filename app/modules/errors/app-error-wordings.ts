// Screens whose spec words an area's failures its own way (storefront §8): the product sheet's card-payment dialog
// shows a title over the reason ('Impossible de créer le lien de paiement' / 'Produit introuvable.'), the checkout
// page one line ('Erreur lors de la création du paiement'). A screen words every code of its area (the type says
// so, so a new code cannot be forgotten) and anything else that fails (`unexpected`); its status is the code's own
// (app-error-codes.ts) unless the screen answers another. Routes read a wording with appErrorWording
// (app-error-response.server.ts).
import type { AppErrorArea, AppErrorCode } from "./app-error-codes.ts";

/** Keys (`ns:key`) of a failure's title and description on one screen, filled from the error's params. */
export type AppErrorWording = { title: string; description?: string; status?: number };

export type ScreenWording<Area extends AppErrorArea> = {
  area: Area;
  codes: Record<AppErrorCode<Area>, AppErrorWording>;
  /** A failure that is not an AppError of the area: status 500 unless given. */
  unexpected: AppErrorWording;
};

const linkFailed = (reason: string): AppErrorWording => ({
  title: "payment:errors.linkFailed",
  description: `payment:errors.${reason}`,
});

/** The card-payment dialog of the product sheet (its JSON answer, or the toast after a redirect without JavaScript). */
export const CARD_PAYMENT_DIALOG_WORDING: ScreenWording<"payment"> = {
  area: "payment",
  codes: {
    NOT_FOUND: linkFailed("productNotFound"),
    ON_QUOTE: linkFailed("onQuote"),
    PROVIDER_FAILED: linkFailed("tryAgain"),
    NO_URL: { title: "payment:errors.noUrl", description: "payment:errors.tryAgain" },
    OPTIONS_REQUIRED: linkFailed("optionsRequired"),
    ALREADY_PAID: { title: "payment:errors.generic" },
    NOT_PAYABLE: { title: "payment:errors.generic" },
    TOO_MANY: linkFailed("tooMany"),
    AMOUNT_CHANGED: { title: "payment:errors.amountChangedTitle", description: "payment:errors.amountChanged" },
  },
  unexpected: { title: "payment:errors.generic", description: "payment:errors.tryAgain" },
};

/** The checkout page's deposit button (its action answers one line, shown as a toast and an alert). */
export const CHECKOUT_PAGE_WORDING: ScreenWording<"payment"> = {
  area: "payment",
  codes: {
    PROVIDER_FAILED: { title: "payment:errors.checkoutFailed" },
    NO_URL: { title: "payment:errors.noUrl" },
    NOT_PAYABLE: { title: "payment:errors.notPayable" },
    NOT_FOUND: { title: "payment:errors.orderNotFound" },
    ON_QUOTE: { title: "payment:errors.checkoutGeneric" },
    OPTIONS_REQUIRED: { title: "payment:errors.checkoutGeneric", status: 409 },
    ALREADY_PAID: { title: "payment:errors.alreadyPaid" },
    TOO_MANY: { title: "payment:errors.checkoutGeneric" },
    AMOUNT_CHANGED: { title: "payment:errors.amountChanged" },
  },
  unexpected: { title: "payment:errors.checkoutGeneric" },
};
