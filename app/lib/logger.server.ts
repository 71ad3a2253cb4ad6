import { writeSync } from "node:fs";
import pino from "pino";
import { logBatches, type LogBatches } from "./log-batches.server";

/**
 * A failed query's error (Drizzle's) carries its parameters, in `params` and in its message and
 * stack ("params: …"): addresses, e-mails, names. The log keeps the query, never the values.
 */
export function withoutQueryParams(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const hide = (text: unknown) =>
    typeof text === "string" ? text.replace(/\nparams: [^\n]*/g, "\nparams: [Redacted]") : text;
  return {
    ...serialized,
    message: hide(serialized.message),
    stack: hide(serialized.stack),
    ...("params" in serialized ? { params: "[Redacted]" } : {}),
  };
}

/**
 * Standard output, its lines gathered for a tenth of a second and written together (decision
 * 112). Written asynchronously: a synchronous write per request line was a tenth of a small
 * answer's time (issue 10).
 */
function stdoutLines(): LogBatches {
  const STDOUT = 1;
  const destination = pino.destination({ dest: STDOUT, sync: false });
  const batches = logBatches((lines) => destination.write(lines));
  // Runs after pino's own hook, set as the destination was made, which writes what the
  // destination holds: the lines still gathered follow them, before the process ends.
  process.once("exit", () => {
    const lines = batches.take();
    try {
      if (lines) writeSync(STDOUT, lines);
    } catch {
      // Standard output is gone (a closed pipe): nothing left to tell.
    }
  });
  return batches;
}

/** The one pino logger of the process: JSON lines on stdout, level from LOG_LEVEL. */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    base: { service: "sweet-trip" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.card"],
    serializers: { err: withoutQueryParams },
  },
  stdoutLines(),
);

export type Logger = pino.Logger;
