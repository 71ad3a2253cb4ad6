import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database the run creates on the server of `serverUrl`, and drops at the end. */
export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** `serverUrl` with another database name (credentials, host and options kept). */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** A fresh, uniquely named database: the bench never writes to one it did not create. */
export async function createScratchDatabase(serverUrl: string, purpose: string): Promise<ScratchDatabase> {
  const name = `sweettrip_bench_${purpose}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}"`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    // FORCE ends connections a killed shop may have left behind (PostgreSQL 13+).
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
