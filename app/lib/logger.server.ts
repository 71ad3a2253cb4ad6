import pino from "pino";

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
 * The one pino logger of the process: JSON lines on stdout, level from LOG_LEVEL. Written
 * asynchronously: a synchronous write per request line was a tenth of a small answer's time
 * (issue 10); pino flushes what is pending when the process exits.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    base: { service: "sweet-trip" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.card"],
    serializers: { err: withoutQueryParams },
  },
  pino.destination({ dest: 1, sync: false }),
);

export type Logger = pino.Logger;
