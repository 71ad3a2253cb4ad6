import type { OrderStatus } from "~/db/schema";
import type { FormValues } from "~/lib/forms/validate";
import type { TransitionErrors, TransitionField } from "./transition-schema";

/** What the order page's action answers; the page shows it as a toast or under the fields. */
export type OrderActionResult =
  | { status: "changed"; to: OrderStatus }
  /** A late payment of a cancelled order was given back. */
  | { status: "payment-refunded" }
  /** `values`: what was typed, for a page posted without JavaScript. */
  | { status: "invalid"; errors: TransitionErrors; values?: FormValues<TransitionField> }
  | { status: "stale"; current: OrderStatus }
  | { status: "not-allowed" | "not-found" | "refund-failed" | "failed" | "unknown-intent" };
