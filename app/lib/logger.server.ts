import pino from "pino";

/** The one pino logger of the process: JSON lines on stdout, level from LOG_LEVEL. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "sweet-trip" },
  redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.card"],
});

export type Logger = pino.Logger;
