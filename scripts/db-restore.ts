// `npm run db:restore -- <file>`: restores a backup made by `npm run db:backup` into the database
// named by the settings, then applies the migrations. Stop the shop first. The embedded database
// in DATA_DIR is moved aside (never deleted) before the backup is loaded; PostgreSQL is restored
// only into an empty database. docs/operations.md has the whole procedure.
import { ConfigError, env } from "~/config/env.server";
import { BackupError, restoreDatabase, describeTarget, type BackupTarget } from "~/db/backup.server";
import { DataDirBusyError } from "~/db/data-dir-lock.server";

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error("Usage: npm run db:restore -- <file>");
    return 2;
  }
  const settings = env();
  const target: BackupTarget = settings.DATABASE_URL
    ? { kind: "postgres", url: settings.DATABASE_URL }
    : { kind: "embedded", dataDir: settings.DATA_DIR };
  console.log(`Restoring ${file} into ${describeTarget(target)}…`);
  const { movedAside } = await restoreDatabase(target, file);
  if (movedAside) console.log(`The database that was there is kept in ${movedAside}.`);
  console.log("Done. Start the shop.");
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Expected failures are one line; anything else keeps its stack.
    const expected = [ConfigError, DataDirBusyError, BackupError].some((type) => error instanceof type);
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  },
);
