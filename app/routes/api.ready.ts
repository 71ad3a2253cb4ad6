import { jsonAnswer } from "~/lib/json-answer.server";
import { getEndpoint } from "~/lib/json-endpoint.server";

/** Readiness: 200 when the database answers, 503 otherwise. */
const endpoint = getEndpoint({
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

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
