import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database's files hold orders, addresses and password hashes: only the shop's own
 * user may read them. PGlite writes its files world-readable and writable (0666), so the
 * directory is made 0700 (nobody else may even enter it) and, at every claim, what is inside is
 * set back to 0600 for files and 0700 for folders.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const target = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        chmodSync(target, 0o700);
        walk(target);
      } else if (entry.isFile()) chmodSync(target, 0o600);
    }
  };
  walk(dataDir);
}
