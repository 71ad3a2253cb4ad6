import type { AddressFieldErrors } from "~/modules/checkout/address-schema";

/** The /addresses action's intents: its forms and buttons. */
export const ADDRESS_INTENTS = ["create", "update", "delete", "default"] as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[number];

/** What the /addresses action answers, and what the page shows from it. */
export type AddressActionResult =
  | { intent: "create" | "update"; status: "saved"; id: string }
  | { intent: "create" | "update"; status: "invalid"; errors: AddressFieldErrors }
  | { intent: "create"; status: "limit"; max: number }
  | { intent: "delete" | "default"; status: "done"; id: string }
  | { intent: AddressIntent; status: "not-found" }
  | { intent: null; status: "unknown-intent" };

export const isAddressIntent = (value: unknown): value is AddressIntent =>
  (ADDRESS_INTENTS as readonly unknown[]).includes(value);
