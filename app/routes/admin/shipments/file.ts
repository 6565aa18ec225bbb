// /admin/shipments/:id/files/:fileId (issue 30 item 2): a shipment's bill of lading or loading photo, for the
// administrator only (checked here, as every resource route does), never cached by a shared cache.
import { data } from "react-router";
import type { Route } from "./+types/file";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { getServerT } from "../../../modules/i18n/get-server-t.server.ts";
import { readShipmentFile } from "../../../modules/shipments/shipment-files.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, storage } = getServices(context);
  const file = await readShipmentFile(db, storage, params.id, params.fileId);
  if (!file) throw data(getServerT("fr")("shipments:errors.FILE_NOT_FOUND"), { status: 404 });
  const body = new Uint8Array(file.bytes);
  return new Response(body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(body.byteLength),
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
