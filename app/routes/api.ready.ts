import type { Route } from "./+types/api.ready";
import { jsonAnswer } from "~/lib/json-answer.server";

/** Readiness: 200 when the database answers, 503 otherwise. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    await context.pingDatabase();
    return jsonAnswer({ status: "ready" });
  } catch (error) {
    // An unreachable database is logged once per outage (decision 018); anything else each time.
    if (!context.databaseAvailability.report(error)) {
      context.logger.warn({ err: error }, "readiness check failed");
    }
    return jsonAnswer({ error: "Database unavailable" }, { status: 503 });
  }
}
