/** The customer field's values besides a customer id: no customer, or a new one made from the typed email. */
export const CUSTOMER_NONE = "none";
export const CUSTOMER_NEW = "new";
