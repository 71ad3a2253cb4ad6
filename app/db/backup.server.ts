import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "./client.server";
import { claimDataDir } from "./data-dir-lock.server";
import { secureDataDir } from "./data-dir-permissions.server";
import { migrateDatabase } from "./migrate.server";

/**
 * Backups of the shop's database, whichever it is (docs/operations.md, decision 019):
 * - embedded: a dump of PGlite's data directory (a gzipped tarball, PGlite's `dumpDataDir`),
 *   taken with the shop stopped (one process per data directory); restored into DATA_DIR, the
 *   database that was there moved aside first, never deleted;
 * - PostgreSQL: `pg_dump --format=custom`, taken while the shop runs; restored with `pg_restore`
 *   into an empty database only.
 * Either way the restored database is then migrated, as a start of the shop would.
 */

export type BackupTarget = { kind: "embedded"; dataDir: string } | { kind: "postgres"; url: string };

/** The database the settings name: PostgreSQL with DATABASE_URL, otherwise the one in DATA_DIR. */
export function configuredTarget(settings: { DATABASE_URL?: string; DATA_DIR: string }): BackupTarget {
  return settings.DATABASE_URL
    ? { kind: "postgres", url: settings.DATABASE_URL }
    : { kind: "embedded", dataDir: settings.DATA_DIR };
}

/** The database, for messages: never the URL's password. */
export function describeTarget(target: BackupTarget): string {
  if (target.kind === "embedded") return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/** A backup or restore that cannot be done, said in one line. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** Writes a backup of the database to `file` (replacing it only once the backup is whole). */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    if (target.kind === "embedded") {
      const release = claimDataDir(target.dataDir, "npm run db:backup");
      try {
        if (!hasEmbeddedDatabase(target.dataDir)) {
          throw new BackupError(`There is no embedded database in ${target.dataDir} to back up.`);
        }
        const handle = await openDatabase({ kind: "embedded", dataDir: target.dataDir });
        try {
          const dump = await handle.client.dumpDataDir("gzip");
          writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
        } finally {
          await handle.close();
        }
      } finally {
        release();
      }
    } else {
      await runPgTool("pg_dump", target.url, [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${partial}`,
      ]);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

export interface RestoreResult {
  /** Where the embedded database that was in DATA_DIR went. */
  movedAside?: string;
}

/** Restores a backup made by `backupDatabase` for the same kind of database, then migrates it. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<RestoreResult> {
  const kind = backupKind(file);
  if (kind !== target.kind) {
    throw new BackupError(
      `${file} is a backup of ${kind === "embedded" ? "the embedded database" : "PostgreSQL"}, ` +
        `but the shop is set up for ${target.kind === "embedded" ? "the embedded database (no DATABASE_URL)" : "PostgreSQL (DATABASE_URL)"}.`,
    );
  }
  if (target.kind === "embedded") return restoreEmbedded(target.dataDir, file);

  await refuseNonEmpty(target.url);
  await runPgTool("pg_restore", target.url, [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    file,
  ]);
  const handle = await openDatabase({ kind: "postgres", url: target.url, maxConnections: 2 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  return {};
}

async function restoreEmbedded(dataDir: string, file: string): Promise<RestoreResult> {
  const release = claimDataDir(dataDir, "npm run db:restore");
  try {
    const folder = path.resolve(dataDir, "pglite");
    let movedAside: string | undefined;
    if (hasEmbeddedDatabase(dataDir)) {
      movedAside = `${folder}-before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(folder, movedAside);
    } else {
      rmSync(folder, { recursive: true, force: true });
    }
    try {
      const handle = await openDatabase({
        kind: "embedded",
        dataDir,
        loadDataDir: new Blob([readFileSync(file)]),
      });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
    } catch (error) {
      // A backup that does not load leaves the database as it was.
      rmSync(folder, { recursive: true, force: true });
      if (movedAside) renameSync(movedAside, folder);
      throw error;
    }
    secureDataDir(dataDir);
    return movedAside ? { movedAside } : {};
  } finally {
    release();
  }
}

function hasEmbeddedDatabase(dataDir: string): boolean {
  const folder = path.resolve(dataDir, "pglite");
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/** Which database a backup file is of, from its first bytes. */
export function backupKind(file: string): "embedded" | "postgres" {
  let head: Buffer;
  try {
    head = readFileSync(file).subarray(0, 512);
  } catch {
    throw new BackupError(`Cannot read the backup ${file}.`);
  }
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  // gzip (PGlite's dumpDataDir("gzip")), or a plain tar.
  if ((head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString("latin1") === "ustar") {
    return "embedded";
  }
  throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
}

async function refuseNonEmpty(url: string): Promise<void> {
  const handle = await openDatabase({ kind: "postgres", url, maxConnections: 1 });
  try {
    const [row] = await queryRows<{ tables: number }>(
      handle.db,
      sql`SELECT count(*)::int AS tables FROM pg_tables
          WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (row!.tables > 0) {
      const name = decodeURIComponent(new URL(url).pathname.slice(1));
      throw new BackupError(
        `The database ${name} is not empty (${row!.tables} tables). Restore into a new, empty ` +
          "database (createdb), point DATABASE_URL at it and run this again.",
      );
    }
  } finally {
    await handle.close();
  }
}

/**
 * Runs pg_dump or pg_restore on the database of `url`; the password goes through the
 * environment, never the command line (which other users of the machine can read).
 */
function runPgTool(tool: "pg_dump" | "pg_restore", url: string, args: string[]): Promise<void> {
  const executable = findPgTool(tool);
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(executable, [`--dbname=${parsed.toString()}`, ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "inherit", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", (error) => reject(new BackupError(`${tool} could not be started: ${error.message}`)));
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${tool} failed: ${errors.trim() || `exit code ${code}`}`)),
    );
  });
}

/** pg_dump or pg_restore on PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function findPgTool(tool: string): string {
  for (const folder of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    if (existsSync(path.join(folder, tool))) return path.join(folder, tool);
  }
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(path.join(debian, version, "bin", tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(debian, versions[0], "bin", tool);
  throw new BackupError(
    `${tool} was not found: install PostgreSQL's client tools (apt-get install postgresql-client), ` +
      "the same major version as the server or newer.",
  );
}
