import { eq, like } from "drizzle-orm";
import { storedFiles } from "~/db/schema";
import type { Writer } from "~/modules/admin/audit.server";

/**
 * Where uploaded files (product images) live, behind one small interface so that another store
 * (a disk, a bucket) could take the place of the default without touching its callers
 * (decision 013). Keys are paths such as `products/<id>/<hash>-600.webp`; a key's content never
 * changes, so whatever serves it may be cached for good.
 */
export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Removes every file whose key starts with `prefix`. */
  deleteUnder(prefix: string): Promise<void>;
}

export interface StoredFile {
  contentType: string;
  data: Buffer;
}

/** `%` and `_` in a key prefix are matched as themselves. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The default: files in the database's `stored_files` table, so every instance of the shop
 * serves the same files and a backup of the database holds them. Given a transaction, the files
 * are written or removed with the change that uses them.
 */
export function databaseFileStorage(db: Writer): FileStorage {
  return {
    async put(key, { contentType, data }) {
      await db
        .insert(storedFiles)
        .values({ key, contentType, data })
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, data } });
    },
    async get(key) {
      const [file] = await db
        .select({ contentType: storedFiles.contentType, data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      return file ?? null;
    },
    async deleteUnder(prefix) {
      await db.delete(storedFiles).where(like(storedFiles.key, startsWith(prefix)));
    },
  };
}
