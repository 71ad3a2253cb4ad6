// `npm run db:seed [-- --reset]`: writes the demo catalogue into the database named by the
// settings (DATA_DIR or DATABASE_URL), migrating first. Idempotent; `--reset` wipes the
// catalogue tables first. With the embedded database it refuses to run while a shop holds it.
import { ConfigError, env } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { claimDataDir, DataDirBusyError } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";

const usage = "Usage: npm run db:seed [-- --reset]";

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== "--reset");
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown[0]}. ${usage}`);
    return 2;
  }
  const reset = args.includes("--reset");

  const settings = env();
  const release =
    settings.database === "embedded" ? claimDataDir(settings.DATA_DIR, "npm run db:seed") : undefined;
  try {
    const handle = await openDatabase(
      settings.DATABASE_URL
        ? { kind: "postgres", url: settings.DATABASE_URL, maxConnections: 2 }
        : { kind: "embedded", dataDir: settings.DATA_DIR },
    );
    try {
      console.log(`Seeding the demo catalogue into ${describe(settings)}${reset ? " (reset first)" : ""}…`);
      await migrateDatabase(handle, (db) =>
        seedDemoCatalogue(db, { reset, log: (line) => console.log(`  ${line}`) }),
      );
      console.log("Done.");
    } finally {
      await handle.close();
    }
  } finally {
    release?.();
  }
  return 0;
}

function describe(settings: ReturnType<typeof env>): string {
  if (!settings.DATABASE_URL) return `the embedded database in ${settings.DATA_DIR}`;
  const url = new URL(settings.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Expected failures are one line; anything else keeps its stack.
    const expected = error instanceof ConfigError || error instanceof DataDirBusyError;
    console.error(expected ? error.message : error);
    process.exit(1);
  },
);
