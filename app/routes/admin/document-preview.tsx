// /admin/{quotes,invoices,credit-notes,purchase-orders}/{id}/preview: the document's PDF itself (ruling 16: the
// print route's PDF in a frame) with its actions: download, print, send by email, and the PDF as it was sent.
import { Download, FileCheck2, Pencil, Printer } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/document-preview";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { DeskAlert } from "../../components/admin/documents/desk-alert.tsx";
import { DocumentStatusBadge } from "../../components/admin/documents/document-status-badge.tsx";
import { SendDocumentDialog } from "../../components/admin/documents/send-document-dialog.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { deskFailure, notFoundRedirect } from "../../modules/documents/desk-action.server.ts";
import { formText, isUuid } from "../../modules/documents/desk-form.ts";
import { loadDocumentPreview } from "../../modules/documents/document-desk.server.ts";
import { DESK_SECTIONS, DOCUMENT_PATHS, documentTypeOfPath } from "../../modules/documents/desk-paths.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { DocumentError, isDocumentError } from "../../modules/documents/document-error.ts";
import { loadDocumentCompany } from "../../modules/documents/document-company.server.ts";
import { sendDocument } from "../../modules/documents/send-document.server.tsx";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { LinkControls } from "../../components/admin/order-tracking/link-controls.tsx";
import { describeCustomerLinks } from "../../modules/portal/customer-links.server.ts";
import { formatTahitiDateTime } from "../../modules/format/tahiti-date.ts";

/** 'Facture BPE-F-2026-00012 – BPE Admin': each kind its own word (the section's name until the document is read). */
export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const type = documentTypeOfPath(location.pathname) ?? "quote";
  if (!loaderData) return adminMeta(matches, DESK_SECTIONS[DOCUMENT_PATHS[type] as keyof typeof DESK_SECTIONS]);
  const { kind, number } = loaderData.preview;
  return adminMeta(matches, "admin-documents:preview.title", {
    kind: getMetaText(matches, `admin-documents:kinds.${kind}`),
    number,
  });
};

export const handle: AdminHandle = {
  breadcrumb: (match) => (match.loaderData as { preview?: { number: string } } | undefined)?.preview?.number ?? "",
};

const NOT_FOUND = {
  quote: "QUOTE_NOT_FOUND",
  invoice: "INVOICE_NOT_FOUND",
  credit_note: "CREDIT_NOTE_NOT_FOUND",
  purchase_order: "PURCHASE_ORDER_NOT_FOUND",
} as const;

function documentOf(request: Request, id: string | undefined) {
  const type = documentTypeOfPath(new URL(request.url).pathname);
  if (!type) throw new Response("Not Found", { status: 404 });
  return { type, id: isUuid(id) ? id : null };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = getServices(context);
  const { type, id } = documentOf(request, params.id);
  const listPath = `/admin/${DOCUMENT_PATHS[type]}`;
  // 'Facture introuvable' here, 'Facture non trouvée' on the invoice's page (back-office §8 has both).
  const messageKey = type === "invoice" ? "failures.invoiceNotFound" : undefined;
  if (!id) throw await notFoundRedirect(env, listPath, NOT_FOUND[type], messageKey);
  try {
    const preview = await loadDocumentPreview(db, type, id);
    // A quote's private link to its page (issue 18): sent again or revoked from here.
    const quoteLinks = type === "quote" ? await describeCustomerLinks(db, { kind: "quote", quoteId: id }) : null;
    return { preview, pdfPath: `/admin/${DOCUMENT_PATHS[type]}/${id}/print`, quoteLinks, id };
  } catch (error) {
    if (isDocumentError(error, NOT_FOUND[type]))
      throw await notFoundRedirect(env, listPath, NOT_FOUND[type], messageKey);
    throw error;
  }
}

/** Sends the document by email with its PDF (the outbox; the sent copy kept byte for byte). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const { db, env, logger } = getServices(context);
  const { type, id } = documentOf(request, params.id);
  if (formData.get("intent") !== "send") throw new Response("Unknown intent", { status: 400 });
  try {
    if (!id) throw new DocumentError(NOT_FOUND[type]);
    const sent = await sendDocument({
      db,
      actor: email,
      type,
      documentId: id,
      // Left out, the customer's (supplier's) address; given empty, refused ('L'adresse email est obligatoire').
      to: formData.has("to") ? (formText(formData, "to") ?? "") : undefined,
      name: formText(formData, "name") ?? null,
      message: formText(formData, "message") ?? null,
      company: await loadDocumentCompany(db, env),
      publicUrl: env.PUBLIC_URL,
    });
    return { sent: { to: sent.to } };
  } catch (error) {
    return deskFailure(error, "sendFailed", logger);
  }
}

export default function DocumentPreviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { t: tPortal } = useTranslation("portal");
  const { preview, pdfPath } = loaderData;
  const [searchParams] = useSearchParams();
  const title = t("preview.title", { kind: t(`kinds.${preview.kind}`), number: preview.number });
  return (
    <>
      <AdminPageHeader
        title={title}
        description={
          preview.lastSent
            ? t("preview.lastSent", { date: formatTahitiDateTime(preview.lastSent.at), to: preview.lastSent.to ?? "" })
            : undefined
        }
        actions={
          <>
            <DocumentStatusBadge status={preview.status} kind={preview.kind} />
            <Link to={preview.editPath} className={buttonClasses({ variant: "outline" })}>
              <Pencil aria-hidden="true" />
              {t("preview.edit")}
            </Link>
            <a href={`${pdfPath}?download=1`} className={buttonClasses({ variant: "outline" })} download>
              <Download aria-hidden="true" />
              {t("preview.download")}
            </a>
            <Button
              variant="outline"
              onClick={() => {
                const frame = document.querySelector<HTMLIFrameElement>("#document-pdf");
                frame?.contentWindow?.print();
              }}
            >
              <Printer aria-hidden="true" />
              {t("preview.print")}
            </Button>
            {preview.lastSent ? (
              <a href={`${pdfPath}?sent=1&download=1`} className={buttonClasses({ variant: "outline" })} download>
                <FileCheck2 aria-hidden="true" />
                {t("preview.sentPdf")}
              </a>
            ) : null}
            <SendDocumentDialog
              number={preview.number}
              recipient={preview.recipient}
              defaultOpen={searchParams.has("send")}
            />
          </>
        }
      />
      {/* A send posted without JavaScript answers here; the dialog shows it otherwise. */}
      <DeskAlert error={actionData && "error" in actionData ? actionData.error : null} />
      {loaderData.quoteLinks ? (
        <LinkControls
          action={`/admin/quotes/${loaderData.id}/link`}
          links={loaderData.quoteLinks}
          description={tPortal("admin.linkDescription")}
        />
      ) : null}
      <iframe
        id="document-pdf"
        key={preview.lastSent?.sha256 ?? "draft"}
        title={t("preview.frame", { number: preview.number })}
        src={pdfPath}
        className="h-[75vh] min-h-[32rem] w-full rounded-lg border border-slate-200 bg-slate-100"
      />
    </>
  );
}
