// The shipments vocabulary: modes, statuses, file kinds. Plain values shared by the database schema
// (app/db/schema/shipments.ts), the server and the browser.

/** Sea: full container 20' or 40', or less than a container load; air. */
export const SHIPMENT_MODES = ["fcl_20", "fcl_40", "lcl", "air"] as const;
export type ShipmentMode = (typeof SHIPMENT_MODES)[number];

/** In the order a shipment goes through them; 'cleared': the goods are through customs in Papeete. */
export const SHIPMENT_STATUSES = ["planned", "loading", "departed", "arrived", "cleared", "delivered"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The bill of lading or air waybill PDF, and photos of the loading. */
export const SHIPMENT_FILE_KINDS = ["transport_document", "loading_photo"] as const;
export type ShipmentFileKind = (typeof SHIPMENT_FILE_KINDS)[number];
