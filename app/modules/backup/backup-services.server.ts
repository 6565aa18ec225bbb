// What the 'Sauvegardes' page reaches through the app's services: the stored files with their listing, and the
// scheduler's trigger (set by startApp once the scheduler runs; absent in in-process test apps unless a test sets it).
import type { AppServices } from "../../context.server.ts";
import { openStoredFiles, type StoredFiles } from "./stored-files.server.ts";

export function backupStoredFiles(services: AppServices): StoredFiles {
  return (
    services.backups?.files ?? openStoredFiles({ storageUrl: services.env.STORAGE_URL, dataDir: services.env.DATA_DIR })
  );
}
