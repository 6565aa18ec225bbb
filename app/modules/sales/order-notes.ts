/** The longest internal note an order keeps (the field's limit and the server's). */
export const ADMIN_NOTES_MAX_LENGTH = 5000;
