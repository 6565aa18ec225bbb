import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every URL of the application. French pages have no prefix; English and Chinese live under
// /en and /zh (the optional :lang segment, checked by the site layout).
export default [
  // Search engines (issue 3 item 9): resource routes, before the :lang? layout.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  // The sitemap index's files, at most 50,000 URLs each (issue 19 item 2).
  route("sitemaps/:file", "routes/resources/sitemap-file.ts"),
  route("robots.txt", "routes/resources/robots.ts"),

  // Administrator sign-in (issue 6): /login and /auth show the same screen.
  route("login", "routes/auth/sign-in.tsx", { id: "auth-login" }),
  route("auth", "routes/auth/sign-in.tsx", { id: "auth-auth" }),
  route("auth/confirm", "routes/auth/confirm-email.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  // Back office: every child is guarded by the layout's middleware.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx", { id: "admin-dashboard-index" }),
    route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
    route("audit", "routes/admin/audit-log.tsx"),
    route("jobs", "routes/admin/jobs.tsx"),
    // Backups (issue 32 item 6): the kept backups, the last restore drill, a backup's download.
    route("backups", "routes/admin/backups.tsx"),
    route("backups/:name", "routes/admin/backup-download.ts"),
    // Orders (issue 16): 'Gestion des commandes', its CSV export and the order page.
    route("orders", "routes/admin/orders/list.tsx"),
    route("orders/export.csv", "routes/admin/orders/export.ts"),
    route("orders/:id", "routes/admin/orders/detail.tsx"),
    // Shipments (issue 30): the list, a new one, a shipment's page with its orders, fill and status.
    route("shipments", "routes/admin/shipments/list.tsx"),
    route("shipments/new", "routes/admin/shipments/new.tsx"),
    route("shipments/:id", "routes/admin/shipments/detail.tsx"),
    route("shipments/:id/files/:fileId", "routes/admin/shipments/file.ts"),
    // The products list with its dialogs (new product, categories), and the settings (issue 14 items 2 and 6).
    route("products", "routes/admin/products/list.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    // The back office's UI kit, every part in its states (issue 13).
    route("ui", "routes/admin/ui-kit.tsx"),
    // Developer test pages (back-office §2): the rich-text editor and the shared inputs.
    route("test-quill", "routes/admin/test-quill.tsx"),
    route("input-sandbox", "routes/admin/input-sandbox.tsx"),
    // Alibaba import (issue 15): the page, and the resource route that runs an import and streams its steps.
    route("import", "routes/admin/import.tsx"),
    route("import/run", "routes/admin/import-run.ts"),
    route("import/facts/:productId", "routes/admin/import-facts.ts"),
    // Sales desk (issue 16): leads, customers (with the documents' customer picker) and card payments, with their CSVs.
    route("leads", "routes/admin/leads.tsx"),
    route("leads/export.csv", "routes/admin/leads-export.ts"),
    route("leads/:id", "routes/admin/leads-open.ts"),
    route("customers", "routes/admin/customers/list.tsx"),
    route("customers/export.csv", "routes/admin/customers/export.ts"),
    route("customers/search", "routes/admin/customers/search.ts"),
    route("customers/:id", "routes/admin/customers/detail.tsx"),
    route("airwallex-orders", "routes/admin/airwallex-orders.tsx"),
    route("airwallex-orders/export.csv", "routes/admin/airwallex-orders-export.ts"),
    // Document desk (issue 17): quotes, invoices, purchase orders and suppliers, each a section (desk-section.tsx,
    // so a record's breadcrumbs name it) holding its list (one module for the three document lists), records,
    // previews and PDFs; credit notes' previews and PDFs; the action making documents from an order.
    ...(["quotes", "invoices", "purchase-orders"] as const).map((folder) =>
      route(folder, "routes/admin/desk-section.tsx", { id: `${folder}-section` }, [
        index("routes/admin/document-list.tsx", { id: `${folder}-list` }),
        route(":id", `routes/admin/${folder}/edit.tsx`),
        route(":id/preview", "routes/admin/document-preview.tsx", { id: `${folder}-preview` }),
        route(":id/print", "routes/admin/document-print.ts", { id: `${folder}-print` }),
      ]),
    ),
    // Credit notes: their list, and each one's preview and PDF (made from its invoice's page, never edited).
    route("credit-notes", "routes/admin/desk-section.tsx", { id: "credit-notes-section" }, [
      index("routes/admin/document-list.tsx", { id: "credit-notes-list" }),
      route(":id/preview", "routes/admin/document-preview.tsx", { id: "credit-note-preview" }),
      route(":id/print", "routes/admin/document-print.ts", { id: "credit-note-print" }),
    ]),
    // The pickers of the document editors: catalogue products and suppliers searched as one types.
    route("products/search", "routes/admin/desk-search/products.ts"),
    route("suppliers/search", "routes/admin/desk-search/suppliers.ts"),
    route("suppliers", "routes/admin/desk-section.tsx", { id: "suppliers-section" }, [
      index("routes/admin/suppliers/list.tsx"),
      route(":id", "routes/admin/suppliers/edit.tsx"),
    ]),
    route("orders/:id/documents", "routes/admin/order-documents.tsx"),
    // The customer's pages (issue 18): an order's shipment milestones and links, a quote's links.
    route("orders/:id/tracking", "routes/admin/portal/order-tracking.ts"),
    route("quotes/:id/link", "routes/admin/portal/quote-link.ts"),
    // Product editor (issue 14 item 3): new product, and an existing one at /{id} and /{id}/edit.
    route("products/new", "routes/admin/products/new.tsx"),
    route("products/:id", "routes/admin/products/edit.tsx", { id: "admin-product" }),
    route("products/:id/edit", "routes/admin/products/edit.tsx", { id: "admin-product-edit" }),
    // Media (issue 14 item 4): a product's gallery page and upload, its delete / order / cover actions, and the
    // rich-text editor's image upload; each action checks the administrator itself and answers JSON.
    route("products/:id/media", "routes/admin/media/product-media.tsx"),
    route("products/:id/media/order", "routes/admin/media/product-media-order.ts"),
    route("products/:id/media/:mediaId/delete", "routes/admin/media/product-media-delete.ts"),
    route("products/:id/media/:mediaId/cover", "routes/admin/media/product-media-cover.ts"),
    // Media alternative texts in three languages (issue 14 gaps).
    route("products/:id/media/:mediaId/alt", "routes/admin/media/product-media-alt.ts"),
    route("uploads/images", "routes/admin/media/rich-text-images.ts"),
    // Shipments' customs documents (issue 30 item 4): a consignee's commercial invoice and packing list, the
    // container's packing list, and sending a consignee their documents by email.
    route(
      "shipments/:id/documents/commercial-invoice/:orderId",
      "routes/admin/shipments/documents/commercial-invoice.ts",
    ),
    route("shipments/:id/documents/packing-list/:orderId", "routes/admin/shipments/documents/packing-list.ts", {
      id: "shipment-packing-list-consignee",
    }),
    route("shipments/:id/documents/packing-list", "routes/admin/shipments/documents/packing-list.ts", {
      id: "shipment-packing-list-container",
    }),
    route("shipments/:id/documents/send/:orderId", "routes/admin/shipments/documents/send.ts"),
    route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
  ]),

  // Payments (issue 5): provider webhooks, the card-payment dialog's action, the status the result pages poll,
  // and the sandbox provider's hosted page. Outside the locale layout: no page chrome, not localised.
  route("webhooks/airwallex", "routes/resources/webhook-airwallex.ts"),
  route("webhooks/sandbox", "routes/resources/webhook-sandbox.ts"),
  route("payments/card", "routes/resources/card-payment.ts"),
  route("payments/status", "routes/resources/payment-status.ts"),
  route("sandbox-pay/:sessionId", "routes/sandbox-pay/sandbox-page.tsx"),

  // Public site and shop.
  route(":lang?", "routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("shop", "routes/site/shop.tsx"),
    route("shop/:category", "routes/site/category.tsx"),
    route("shop/product/:slug", "routes/site/product.tsx"),
    route("checkout", "routes/site/checkout.tsx"),
    route("thank-you", "routes/site/thank-you.tsx"),
    route("cgv", "routes/site/cgv.tsx"),
    route("devis", "routes/site/devis.tsx"),
    route("payment/success", "routes/site/payment-success.tsx"),
    route("payment/cancel", "routes/site/payment-cancel.tsx"),
    route("quill-test", "routes/site/quill-test.tsx"),
    // The customer's own pages (issue 18): a quote to accept, an order to follow, and their PDFs, by private link.
    route("espace/devis/:token", "routes/site/portal/quote.tsx"),
    route("espace/devis/:token/pdf", "routes/site/portal/quote-pdf.ts"),
    route("espace/commande/:token", "routes/site/portal/order.tsx"),
    route("espace/commande/:token/factures/:invoiceId", "routes/site/portal/invoice-pdf.ts"),
    // Issue 30 item 4: the buyer's customs documents for the shipment their order travels in.
    route("espace/commande/:token/expedition/facture-commerciale", "routes/site/portal/shipment-commercial-invoice.ts"),
    route("espace/commande/:token/expedition/liste-de-colisage", "routes/site/portal/shipment-packing-list.ts"),
    route("espace/solde/:invoiceId", "routes/site/portal/balance-result.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
