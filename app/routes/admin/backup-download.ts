// /admin/backups/:name: a kept backup's archive, for the administrator only (checked here, as every resource route
// does); any other name is a 404. Never cached by a shared cache.
import { data } from "react-router";
import type { Route } from "./+types/backup-download";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { backupStoredFiles } from "../../modules/backup/backup-services.server.ts";
import { readStoredBackup } from "../../modules/backup/backups-page.server.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const bytes = await readStoredBackup(backupStoredFiles(getServices(context)), params.name);
  if (!bytes) throw data(getServerT("fr")("admin:backups.notFound"), { status: 404 });
  const body = new Uint8Array(bytes);
  return new Response(body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(body.byteLength),
      "Content-Disposition": `attachment; filename="${params.name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
