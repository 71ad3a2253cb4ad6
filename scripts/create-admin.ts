// npm run create-admin -- <email> <password>
// Creates (or promotes) a verified admin account. Works on a new, empty data directory (it
// migrates first). With the embedded database, a running shop holds the data directory: then it
// stops with a message to stop the shop first, and never touches the database.
import { resolveAuthSecret } from "~/config/auth-secret.server";
import { env } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { claimDataDir } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { createOrPromoteAdmin, InvalidAdminCredentials } from "~/modules/accounts/admin-account.server";
import { createAuth } from "~/modules/accounts/auth.server";
import { runCommand } from "./run-command";

async function main(): Promise<number> {
  const [email, password] = process.argv.slice(2);
  if (!email || !password) {
    console.error("Usage: npm run create-admin -- <email> <password>");
    return 2;
  }
  const settings = env();
  const release = settings.DATABASE_URL ? () => {} : claimDataDir(settings.DATA_DIR, "npm run create-admin");
  const database = await openDatabase(
    settings.DATABASE_URL
      ? { kind: "postgres", url: settings.DATABASE_URL }
      : { kind: "embedded", dataDir: settings.DATA_DIR },
  );
  try {
    await migrateDatabase(database);
    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(settings.AUTH_SECRET, settings.DATA_DIR),
      baseURL: settings.PUBLIC_URL,
      requireEmailVerification: settings.REQUIRE_EMAIL_VERIFICATION,
    });
    const { created } = await createOrPromoteAdmin(auth, { email, password });
    console.log(`${created ? "Created" : "Promoted"} the admin account ${email.trim().toLowerCase()}.`);
    return 0;
  } finally {
    await database.close();
    release();
  }
}

runCommand(main, [InvalidAdminCredentials]);
