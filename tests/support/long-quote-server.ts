// The real server (startAppServer, on the build) with a database holding the administrator's password and one quote
// of `lines` lines: for what a long PDF does to the server (tests/integration/server/pdf-off-thread.test.ts,
// bench/pdf-off-thread.ts).
import { categories } from "../../app/db/schema/index.ts";
import { setAdminPassword } from "../../app/modules/auth/set-admin-password.server.ts";
import { createQuote } from "../../app/modules/documents/create-quote.server.ts";
import { ACTOR, createCustomer } from "../integration/documents/document-factories.ts";
import { type RunningServer, startAppServer } from "./app-server.ts";
import { createServedDatabase } from "./served-database.ts";
import { cookieHeader, cookiesOf, form } from "./test-app.ts";

const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const ADMIN_PASSWORD = "mot-de-passe-admin";

export type LongQuoteServer = {
  server: RunningServer;
  /** The quote's PDF, as the back office prints it. */
  pdfUrl: string;
  /** The Cookie header of a new administrator session (a sign-in through /login). */
  signIn(): Promise<string>;
  stop(): Promise<void>;
};

export async function startLongQuoteServer({
  lines,
  env = {},
}: {
  lines: number;
  env?: Record<string, string>;
}): Promise<LongQuoteServer> {
  const served = await createServedDatabase();
  const quoteId = await served.use(async (db) => {
    await setAdminPassword(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, actor: "test" });
    // A catalog that is not empty: the server starts without drawing the demo content's images.
    await db.insert(categories).values({ key: "long-quote", name: "Essai" });
    const customer = await createCustomer(db);
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "XPF",
      lines: Array.from({ length: lines }, (_, i) => ({
        description: `Panneau solaire 450 W — lot ${i + 1}`,
        qty: 1 + (i % 3),
        unitPrice: 12_345,
      })),
    });
    return quote.id;
  });
  const server = await startAppServer({ env: { ...served.env, ADMIN_EMAIL, ...env } }).catch(async (error) => {
    await served.drop();
    throw error;
  });
  return {
    server,
    pdfUrl: `${server.url}/admin/quotes/${quoteId}/print`,
    async signIn() {
      const response = await fetch(`${server.url}/login`, {
        method: "POST",
        body: form({ mode: "signin", email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/admin" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        redirect: "manual",
      });
      if (response.status !== 302) throw new Error(`the sign-in answered ${response.status}, not 302`);
      const { toast: _toast, ...session } = cookiesOf(response);
      return cookieHeader(session);
    },
    async stop() {
      await server.stop();
      await served.drop();
    },
  };
}
