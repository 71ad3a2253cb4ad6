import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { secureDataDir } from "./data-dir-permissions.server";

/**
 * PGlite allows one process per data directory; a second one would corrupt it. Whoever opens
 * the embedded database (the shop, `db:seed`, `create-admin`) claims the directory first with
 * a small lock file naming its process, and a live owner makes the claim fail clearly.
 */
export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
  constructor(
    readonly owner: LockOwner,
    dataDir: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by ${owner.purpose} (process ${owner.pid}). ` +
        "Stop it first, or point DATA_DIR elsewhere.",
    );
  }
}

export interface LockOwner {
  pid: number;
  purpose: string;
  /** Set by the shop: where its local-only admin channel listens. */
  port?: number;
}

const lockPath = (dataDir: string) => path.resolve(dataDir, "sweet-trip.lock");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process holding the directory, if any. */
export function dataDirOwner(dataDir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockPath(dataDir), "utf8")) as LockOwner;
    return owner.pid !== process.pid && isAlive(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Claims the directory for this process; returns the release function. */
export function claimDataDir(dataDir: string, purpose: string, port?: number): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner) throw new DataDirBusyError(owner, dataDir);
  secureDataDir(dataDir);
  const file = lockPath(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, purpose, port } satisfies LockOwner), {
    mode: 0o600,
  });
  return () => {
    if (dataDirOwner(dataDir) === undefined) rmSync(file, { force: true });
  };
}
