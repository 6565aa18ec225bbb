// The version of the terms of sale (/cgv) a buyer accepts with an order or a card payment (issue 11 item 5). Change
// it with any change of the terms' text in the cgv catalogs; what the settings put in them (deposit, balance terms)
// is added by termsVersionOf (terms-version.server.ts), so each order says which terms it was placed under.
export const TERMS_VERSION = "2026-11-25";

/** The form field of the terms box; its value is "on" when ticked. */
export const ACCEPT_TERMS_FIELD = "acceptTerms";
