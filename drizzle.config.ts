// drizzle-kit reads the schema and writes SQL migrations, committed and applied at start (app/db/migrate.server.ts).
// `npm run db:generate` after a schema change; review the SQL: it must run on PostgreSQL 15.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/index.ts",
  out: "./app/db/migrations",
  strict: true,
  verbose: true,
});
