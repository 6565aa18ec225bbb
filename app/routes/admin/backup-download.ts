// /admin/backups/:name: a kept backup's archive, for the administrator only (checked here, as every resource route
// does); any other name is a 404. Streamed from the storage as it arrives, never held whole in memory; never cached by
// a shared cache.
import { Readable } from "node:stream";
import { data } from "react-router";
import type { Route } from "./+types/backup-download";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { backupStoredFiles } from "../../modules/backup/backup-services.server.ts";
import { openStoredBackup } from "../../modules/backup/backups-page.server.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const file = await openStoredBackup(backupStoredFiles(getServices(context)), params.name);
  if (!file) throw data(getServerT("fr")("admin:backups.notFound"), { status: 404 });
  // A download cancelled half-way stops reading the storage.
  request.signal.addEventListener("abort", () => file.stream.destroy(), { once: true });
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/gzip",
      ...(file.bytes === null ? {} : { "Content-Length": String(file.bytes) }),
      "Content-Disposition": `attachment; filename="${params.name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
