import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What PostgreSQL's control file (`global/pg_control` in the embedded database's folder) says
 * about how the cluster was left. Its state is the 32-bit number after the system identifier
 * (8 bytes), the control-file version and the catalogue version (4 bytes each), in every
 * PostgreSQL version: 1 is "shut down" (a clean close wrote its checkpoint), 6 "in production"
 * (open, or killed: the next start replays the WAL).
 */
export function pgliteClusterState(dataDir: string): number {
  return readFileSync(path.join(dataDir, "pglite", "global", "pg_control")).readUInt32LE(16);
}

const SHUT_DOWN = 1;

export function pgliteShutDownCleanly(dataDir: string): boolean {
  return pgliteClusterState(dataDir) === SHUT_DOWN;
}
