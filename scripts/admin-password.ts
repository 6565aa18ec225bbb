// Sets the administrator's password from the command line, for operators (issue 6 §2):
//   npm run admin:password [-- email]      or      npx node scripts/admin-password.ts [email]
// Reads DATABASE_URL and DATA_DIR (default ./data) like the server. The password is asked twice without echo,
// or read from stdin when it is not a terminal (first line; a second line, if any, must repeat it).
// The account is marked confirmed and all its sessions end. Stop the server first when it uses PGlite:
// an embedded database must not be opened by two processes at once.
import { createDatabase } from "../app/db/db.server.ts";
import { migrateDatabase } from "../app/db/migrate.server.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../app/modules/auth/password.server.ts";
import { setAdminPassword } from "../app/modules/auth/set-admin-password.server.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One line typed on the terminal, not echoed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdin(): Promise<string[]> {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  return input.split(/\r?\n/).filter((line, index, lines) => line !== "" || index < lines.length - 1);
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden("Nouveau mot de passe : ");
    const second = await promptHidden("Confirmez le mot de passe : ");
    if (first !== second) fail("Les mots de passe ne correspondent pas");
    return first;
  }
  const [first = "", second] = await readStdin();
  if (second !== undefined && second !== first) fail("Les mots de passe ne correspondent pas");
  return first;
}

const adminEmail = (process.env.ADMIN_EMAIL || "admin@bpe-polynesie.example").trim().toLowerCase();
const email = (process.argv[2] ?? adminEmail).trim().toLowerCase();
if (email !== adminEmail) {
  fail(
    `Adresse email invalide. Seul ${adminEmail} est autorisé (ADMIN_EMAIL). Lancez avec ADMIN_EMAIL=${email} si c'est la nouvelle adresse.`,
  );
}
const password = await readPassword();
if (password.length < PASSWORD_MIN_LENGTH) fail("Le mot de passe doit contenir au moins 6 caractères");
if (password.length > PASSWORD_MAX_LENGTH)
  fail(`Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères`);

const handle = await createDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || "./data",
});
try {
  await migrateDatabase(handle.db);
  await setAdminPassword(handle.db, { email, password, actor: "cli" });
  console.log(`Mot de passe défini pour ${email} (compte confirmé, sessions fermées) sur ${handle.kind}.`);
} finally {
  await handle.close();
}
