import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { dropDatabase, testDatabaseName, withAdmin, withDatabase } from "./postgres";

/**
 * Migrates once per run and keeps two templates — empty and with the demo catalogue — that each
 * test file copies: a PGlite data-dir dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const now = new Date();
  project.provide("seedTime", now.toISOString());

  if (url) {
    const templates = { empty: testDatabaseName("empty"), catalogue: testDatabaseName("catalogue") };
    for (const [name, seeded] of [
      [templates.empty, false],
      [templates.catalogue, true],
    ] as const) {
      await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
      const handle = await openDatabase({
        kind: "postgres",
        url: withDatabase(url, name),
        maxConnections: 2,
      });
      await migrateDatabase(handle, seeded ? (db) => seedDemoCatalogue(db, { now }) : undefined);
      await handle.close();
    }
    project.provide("databaseTemplates", { kind: "postgres", ...templates });
    return async () => {
      for (const name of Object.values(templates)) await dropDatabase(url, name);
    };
  }

  const folder = await mkdtemp(path.join(tmpdir(), "sweet-trip-tests-"));
  const dumps = { empty: path.join(folder, "empty.tar"), catalogue: path.join(folder, "catalogue.tar") };
  const handle = await openDatabase({ kind: "embedded" });
  await migrateDatabase(handle);
  await writeFile(dumps.empty, Buffer.from(await (await handle.client.dumpDataDir("none")).arrayBuffer()));
  await seedDemoCatalogue(handle.db, { now });
  await writeFile(
    dumps.catalogue,
    Buffer.from(await (await handle.client.dumpDataDir("none")).arrayBuffer()),
  );
  await handle.close();
  project.provide("databaseTemplates", { kind: "embedded", ...dumps });
  return () => rm(folder, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    seedTime: string;
    databaseTemplates:
      | { kind: "postgres"; empty: string; catalogue: string }
      | { kind: "embedded"; empty: string; catalogue: string };
  }
}
