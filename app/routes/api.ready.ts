import type { Route } from "./+types/api.ready";

/** Readiness: 200 when the database answers, 503 otherwise. */
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    await context.pingDatabase();
    return Response.json({ status: "ready" }, { headers });
  } catch (error) {
    // An unreachable database is logged once per outage (decision 018); anything else each time.
    if (!context.databaseAvailability.report(error)) {
      context.logger.warn({ err: error }, "readiness check failed");
    }
    return Response.json({ error: "Database unavailable" }, { status: 503, headers });
  }
}
