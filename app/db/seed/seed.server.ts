import type { Database } from "../client.server";
import type { Logger } from "~/lib/logger.server";

export async function seedIfEmpty(_db: Database, _logger: Logger): Promise<void> {}
