import { jsonAnswer } from "~/lib/json-answer.server";
import { getEndpoint } from "~/lib/json-endpoint.server";

/** Readiness: 200 when the database answers, 503 otherwise. */
export const { loader, action } = getEndpoint({
  handle: async ({ context }) => {
    try {
      await context.pingDatabase();
      return { status: "ready" };
    } catch (error) {
      // An unreachable database is logged once per outage (decision 018); anything else each time.
      if (!context.databaseAvailability.report(error)) {
        context.logger.warn({ err: error }, "readiness check failed");
      }
      return jsonAnswer({ error: "Database unavailable" }, { status: 503 });
    }
  },
});
