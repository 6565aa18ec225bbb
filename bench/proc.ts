// What a process costs, read from /proc (bench/run.ts, bench/backoffice-scale.ts): CPU time of the app server and of
// the PostgreSQL backends of the bench's database, and resident memory.
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Db } from "../app/db/db.server.ts";

/** User + system CPU time of a process in ms (from /proc/<pid>/stat, in clock ticks of 10 ms); 0 when unreadable. */
export async function cpuMsOf(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** CPU ms of each PostgreSQL backend connected to this database, or null when they are not on this machine. */
export async function backendCpu(db: Db): Promise<Map<number, number> | null> {
  const { rows } = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const spent = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = await cpuMsOf(pid);
    if (
      ms === 0 &&
      !(await readFile(`/proc/${pid}/stat`).then(
        () => true,
        () => false,
      ))
    )
      return null;
    spent.set(pid, ms);
  }
  return spent;
}

export async function rssOf(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

export function mb(bytes: number) {
  return Math.round(bytes / 1e6);
}
