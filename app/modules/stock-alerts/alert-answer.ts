import type { FieldErrors, FormValues } from "~/lib/forms/validate";
import type { AlertField, AlertProblem } from "./alert-schema";

/** What the "Notify me" form's action answers (the dialog's fetcher, or the page without JavaScript). */
export type StockAlertAnswer =
  | { status: "waiting" | "checkInbox" | "inStock" | "unknown" | "failed" }
  | { status: "limited"; minutes: number }
  | { status: "invalid"; errors: FieldErrors<AlertField, AlertProblem>; values?: FormValues<AlertField> };

/** What a confirmation link's page shows. */
export type AlertLinkView =
  | { state: "pending"; token: string; productName: string; productSlug: string }
  | { state: "confirmed"; productName: string; productSlug: string }
  | { state: "unknown" };
