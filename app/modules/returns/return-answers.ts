import type { DecisionOutcome } from "./returns.server";

/** What the admin's return page's action answers (the outcome of a decision, or why none was made). */
export type ReturnActionAnswer =
  | DecisionOutcome
  | { status: "invalid"; errors: { refusalReason?: "required" | "tooLong" } }
  | { status: "unknown-intent" }
  | { status: "failed" };
