/** The editor's address of a quote or purchase order not saved yet ('Nouveau devis', 'Nouveau bon de commande'). */
export const NEW_DRAFT_ID = "new";
