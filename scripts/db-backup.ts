// `npm run db:backup -- <file>`: backs up the database named by the settings (DATA_DIR or
// DATABASE_URL) into <file>. The embedded database is dumped with the shop stopped (it refuses
// to run while a shop holds the data directory); PostgreSQL with pg_dump while the shop runs.
// docs/operations.md says how to keep and restore backups.
import { env } from "~/config/env.server";
import { backupDatabase, BackupError, configuredTarget, describeTarget } from "~/db/backup.server";
import { runCommand } from "./run-command";

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error("Usage: npm run db:backup -- <file>   (e.g. backups/sweet-trip-2026-01-31.backup)");
    return 2;
  }
  const target = configuredTarget(env());
  console.log(`Backing up ${describeTarget(target)} into ${file}…`);
  await backupDatabase(target, file);
  console.log("Done. Keep it somewhere other than this machine; it holds customers' data.");
  return 0;
}

runCommand(() => main(process.argv.slice(2)), [BackupError]);
