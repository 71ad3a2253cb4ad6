import type { Database } from "../client.server";
import type { Logger } from "~/lib/logger.server";

export interface SeedOptions {
  /** Wipe the catalogue tables first. */
  reset?: boolean;
  /** Progress lines for the terminal or the log. */
  log?: (line: string) => void;
  /** The seeding time; "new arrivals" are dated relative to it. */
  now?: Date;
}

/** Seeds the demo catalogue (placeholder until the catalogue data lands). */
export async function seedDemoCatalogue(_db: Database, _options: SeedOptions = {}): Promise<void> {}

/** Seeds the demo catalogue when the database has no category yet. */
export async function seedIfEmpty(_db: Database, _logger: Logger): Promise<void> {}
