// Issue 31 item 1: one scheduler on both databases. Each job's schedule is registered in Tahiti time; a run is
// recorded for the jobs page; a failing run is retried, and a failure streak mails the owner once; on PostgreSQL,
// two servers' schedulers on one database run a queued job once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../app/db/schema/index.ts";
import { getJobState } from "../../../app/modules/scheduler/record-job-run.server.tsx";
import type { ScheduledJob } from "../../../app/modules/scheduler/scheduled-job.ts";
import { SCHEDULED_JOBS } from "../../../app/modules/scheduler/scheduled-jobs.server.ts";
import type { Scheduler } from "../../../app/modules/scheduler/start-scheduler.server.ts";
import { createTestDatabase, itOnPostgres, type TestDatabase } from "../../setup/test-db.ts";
import { startTestScheduler } from "./scheduler-harness.ts";

let database: TestDatabase;
const started: Scheduler[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const scheduler of started) await scheduler.stop();
  await database?.close();
});

let runs = 0;
let running = 0;
let mostAtOnce = 0;
let shouldFail = false;
const COUNTED: ScheduledJob = {
  name: "test-counted",
  cron: "0 3 * * *",
  label: "Tâche de test",
  async run() {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    runs += 1;
    await new Promise((resolve) => setImmediate(resolve));
    running -= 1;
    if (shouldFail) throw new Error("the test asked for a failure");
    return { runs };
  },
};

async function ownerMails() {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "owner@shop.test"));
}

describe("the scheduler", { timeout: 60_000 }, () => {
  it("registers every job's schedule in Tahiti time", async () => {
    const scheduler = await startTestScheduler(database, [...SCHEDULED_JOBS, COUNTED]);
    started.push(scheduler);
    const schedules = await scheduler.boss.getSchedules();
    for (const job of [...SCHEDULED_JOBS, COUNTED]) {
      expect(schedules.find((schedule) => schedule.name === job.name)).toMatchObject({
        cron: job.cron,
        timezone: "Pacific/Tahiti",
      });
    }
    // 03:00 in Tahiti is 13:00 UTC.
    const [next] = scheduler.boss.previewSchedule(COUNTED.cron, {
      tz: "Pacific/Tahiti",
      from: new Date("2026-12-03T12:00:00Z"),
      count: 1,
    });
    expect(next?.toISOString()).toBe("2026-12-03T13:00:00.000Z");
  });

  it("runs a triggered job once and records the run", async () => {
    const scheduler = started[0]!;
    const before = runs;
    await scheduler.trigger(COUNTED.name);
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(before + 1);
    await expect
      .poll(async () => (await getJobState(database.db, COUNTED.name))?.lastSucceededAt, { timeout: 5_000 })
      .toBeInstanceOf(Date);
    const state = await getJobState(database.db, COUNTED.name);
    expect(state).toMatchObject({ failureStreak: 0, lastFailedAt: null });
  });

  it("retries a failing run, then mails the owner once per failure streak", async () => {
    const scheduler = started[0]!;
    shouldFail = true;
    const before = runs;
    await scheduler.trigger(COUNTED.name);
    // The first attempt and its one retry.
    await expect.poll(() => runs, { timeout: 15_000 }).toBe(before + 2);
    await expect
      .poll(async () => (await getJobState(database.db, COUNTED.name))?.failureStreak, { timeout: 5_000 })
      .toBe(1);
    const state = await getJobState(database.db, COUNTED.name);
    expect(state?.lastError).toBe("the test asked for a failure");
    const mails = await ownerMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Tâche planifiée en échec : Tâche de test");
    expect(mails[0]?.text).toContain("http://shop.test/admin/jobs");

    // The next failing run of the same streak mails nobody.
    await scheduler.trigger(COUNTED.name);
    await expect
      .poll(async () => (await getJobState(database.db, COUNTED.name))?.failureStreak, { timeout: 15_000 })
      .toBe(2);
    expect(await ownerMails()).toHaveLength(1);

    // A success ends the streak; the next failure starts another and mails again.
    shouldFail = false;
    await scheduler.trigger(COUNTED.name);
    await expect
      .poll(async () => (await getJobState(database.db, COUNTED.name))?.failureStreak, { timeout: 15_000 })
      .toBe(0);
    shouldFail = true;
    await scheduler.trigger(COUNTED.name);
    await expect.poll(async () => (await ownerMails()).length, { timeout: 15_000 }).toBe(2);
    shouldFail = false;
  });

  itOnPostgres("runs a job once when two servers' schedulers share the database", async () => {
    const first = started[0]!;
    const second = await startTestScheduler(database, [COUNTED]);
    started.push(second);
    const before = runs;
    const jobsBefore = (await first.boss.findJobs(COUNTED.name)).length;
    mostAtOnce = 0;
    // Both servers see the same occurrence and queue it: the queue keeps one, and one worker runs it.
    const ids = await Promise.all([first.trigger(COUNTED.name), second.trigger(COUNTED.name)]);
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    expect(await first.boss.findJobs(COUNTED.name)).toHaveLength(jobsBefore + 1);
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(before + 1);
    const [job] = await first.boss.findJobs(COUNTED.name, { id: ids.find((id) => id !== null)! });
    await expect
      .poll(async () => (await first.boss.findJobs(COUNTED.name, { id: job!.id }))[0]?.state)
      .toBe("completed");
    expect(runs).toBe(before + 1);
    expect(mostAtOnce).toBe(1);
  });
});
