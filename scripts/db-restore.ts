// `npm run db:restore -- <file>`: restores a backup made by `npm run db:backup` into the database
// named by the settings, then applies the migrations. Stop the shop first. The embedded database
// in DATA_DIR is moved aside (never deleted) before the backup is loaded; PostgreSQL is restored
// only into an empty database. docs/operations.md has the whole procedure.
import { env } from "~/config/env.server";
import { BackupError, restoreDatabase, configuredTarget, describeTarget } from "~/db/backup.server";
import { runCommand } from "./run-command";

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error("Usage: npm run db:restore -- <file>");
    return 2;
  }
  const target = configuredTarget(env());
  console.log(`Restoring ${file} into ${describeTarget(target)}…`);
  const { movedAside } = await restoreDatabase(target, file);
  if (movedAside) console.log(`The database that was there is kept in ${movedAside}.`);
  console.log("Done. Start the shop.");
  return 0;
}

runCommand(() => main(process.argv.slice(2)), [BackupError]);
