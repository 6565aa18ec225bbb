// The one database client module: embedded PGlite by default, PostgreSQL when DATABASE_URL is a postgres:// URL
// (DESIGN.md "Database"). Module code is written once against the `Db` type and runs on both.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;

/** Raw `db.execute(sql…)` results have `rows` on both drivers (pg QueryResult and PGlite Results). */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
type RowsResult<TRow> = { rows: TRow[] };

export type Db = PgDatabase<DbQueryResultHKT, Schema>;
/** The `tx` of `db.transaction(async (tx) => …)`; functions that must run inside a transaction take it. */
export type DbTransaction = PgTransaction<DbQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database or an open transaction: what most module functions accept. */
export type DbExecutor = Db | DbTransaction;
export type DbKind = "pglite" | "postgres";

/** Structurally a subset of pino's Logger, so the app logger can be passed as is. */
export type DbLogger = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type CreateDatabaseOptions = {
  /** postgres:// or postgresql:// URL; anything else (or nothing) selects PGlite. */
  url?: string;
  /** Data directory: PGlite lives in `${dataDir}/pglite`; ':memory:' keeps it in memory. Default './data'. */
  dataDir?: string;
  logger?: DbLogger;
  /** Queries slower than this are logged as warnings (default 200 ms). */
  slowQueryMs?: number;
  /** PostgreSQL pool size (default POSTGRES_POOL_SIZE). */
  poolMax?: number;
  /** PGlite in memory only: start from this dump (`dumpDataDir()`) instead of an empty database (tests). */
  loadDataDir?: Blob;
};

export type DatabaseHandle = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
};

export const MEMORY_DATA_DIR = ":memory:";

/** Connections of a server's PostgreSQL pool unless `poolMax` says otherwise. */
export const POSTGRES_POOL_SIZE = 10;

/**
 * Requests a server serves at once (server/admission.ts): as many as its PostgreSQL pool has connections, or a few
 * on the embedded database, whose one connection runs inside the server's process.
 */
export function requestConcurrency(kind: DbKind): number {
  return kind === "postgres" ? POSTGRES_POOL_SIZE : 4;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  const onQueryDone = slowQueryReporter(options.logger, options.slowQueryMs ?? 200);
  if (isPostgresUrl(options.url)) return createPostgres(options.url, options, onQueryDone);
  return createPglite(options.dataDir ?? "./data", onQueryDone, options.loadDataDir);
}

type QueryDone = ((sqlText: string, ms: number) => void) | undefined;

async function createPostgres(url: string, options: CreateDatabaseOptions, onQueryDone: QueryDone) {
  // PGlite returns int8 (count(*), sums) as a JS number and node-postgres as a string: make them agree, so raw SQL
  // behaves the same on both. Counts and XPF sums stay far below 2^53. This parser is global to `pg`.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? POSTGRES_POOL_SIZE });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on("error", (error) => options.logger?.error({ err: error }, "postgres pool error"));
  if (onQueryDone) {
    timeQueries(pool, onQueryDone);
    // Transactions run on a checked-out client, so its queries are timed too.
    pool.on("connect", (client) => timeQueries(client, onQueryDone));
  }
  const db: Db = drizzlePg({ client: pool, schema });
  return { db, kind: "postgres" as const, close: () => pool.end() };
}

async function createPglite(dataDir: string, onQueryDone: QueryDone, loadDataDir: Blob | undefined) {
  const client = dataDir === MEMORY_DATA_DIR ? new PGlite({ loadDataDir }) : new PGlite(pgliteDir(dataDir));
  await client.waitReady;
  if (onQueryDone) timePglite(client, onQueryDone);
  const db: Db = drizzlePglite({ client, schema });
  return { db, kind: "pglite" as const, close: () => client.close() };
}

function pgliteDir(dataDir: string): string {
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return dir;
}

function slowQueryReporter(logger: DbLogger | undefined, thresholdMs: number): QueryDone {
  if (!logger) return undefined;
  return (sqlText, ms) => {
    // SQL text only: parameters may carry customer data.
    if (ms > thresholdMs) logger.warn({ durationMs: Math.round(ms), sql: sqlText.slice(0, 500) }, "slow query");
  };
}

type Queryable = { query: (...args: never[]) => unknown };

/** Wraps the promise form of `query`; the callback form is pg.Pool's internal path, already timed by the pool. */
function timeQueries(target: Queryable, onDone: NonNullable<QueryDone>): void {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]) => {
    if (typeof args.at(-1) === "function") return original(...args);
    const started = performance.now();
    const result = original(...args);
    if (!(result instanceof Promise)) return result;
    return result.finally(() => onDone(queryText(args[0]), performance.now() - started));
  };
  target.query = timed as Queryable["query"];
}

function timePglite(client: PGlite, onDone: NonNullable<QueryDone>): void {
  timeQueries(client as unknown as Queryable, onDone);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback) =>
    transaction((tx) => {
      timeQueries(tx as unknown as Queryable, onDone);
      return callback(tx);
    })) as PGlite["transaction"];
}

function queryText(arg: unknown): string {
  if (typeof arg === "string") return arg;
  if (arg && typeof arg === "object" && "text" in arg && typeof arg.text === "string") return arg.text;
  return "";
}
