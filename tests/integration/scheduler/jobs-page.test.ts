// Issue 31 item 1: the back office's 'Tâches planifiées' page shows each job's last run, next run and last failure,
// to the administrator only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordJobFailure, recordJobStart } from "../../../app/modules/scheduler/record-job-run.server.tsx";
import { PURGE_STALE_ROWS_JOB } from "../../../app/modules/scheduler/scheduled-jobs.server.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import { pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { JOB_ENV } from "./scheduler-harness.ts";

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
});
afterAll(async () => {
  await app?.close();
});

describe("/admin/jobs", () => {
  it("sends an anonymous visitor to sign in and shows nothing", async () => {
    const page = await app.request("/admin/jobs", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fjobs");
    const data = await app.request("/admin/jobs.data");
    expect(await data.text()).not.toContain(PURGE_STALE_ROWS_JOB.name);
  });

  it("shows each job's last run, next run and last failure", async () => {
    const { db } = app.database;
    const at = new Date("2026-12-03T18:17:00Z");
    await recordJobStart(db, PURGE_STALE_ROWS_JOB.name, at);
    await recordJobFailure({
      context: { db, env: JOB_ENV },
      job: PURGE_STALE_ROWS_JOB,
      at,
      error: new Error("connexion refusée"),
      isFinal: true,
    });
    const response = await app.request("/admin/jobs", { headers: { Accept: "text/html", Cookie: adminCookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Tâches planifiées – BPE Admin</title>");
    const text = pageText(html);
    expect(text).toContain(PURGE_STALE_ROWS_JOB.label);
    // 18:17 UTC is 08:17 in Tahiti.
    expect(text).toContain("03/12/2026 08:17");
    expect(text).toContain("connexion refusée");
    expect(text).toContain("En échec");
    expect(text).toContain("Prochaine exécution");
  });
});
