// A valid submission of each quote form, for the tests that post them (then break one field, or send them where
// they must be refused).

/** The home page's quote form (action of /). */
export const VALID_HOME_QUOTE = {
  intent: "home-quote",
  name: "Teva Martin",
  email: "teva@example.com",
  phone: "+689 87 12 34 56",
  location: "Moorea",
  projectType: "solar",
  message: "Serre photovoltaïque de 500 m² pour la vanille, livraison avant juin, budget 8 MXPF.",
};

/** The custom quote page's form (action of /devis). */
export const VALID_DEVIS_REQUEST = {
  intent: "devis-request",
  name: "Hina Tehei",
  email: "hina@example.com",
  phone: "+689 89 00 11 22",
  notes: "Quatre bungalows en kit pour une pension de famille à Huahine, livraison en octobre.",
};
