import type { FormValues } from "~/lib/forms/validate";
import type { ProductField, ProductFieldErrors } from "./product-form";

/** What the product pages' forms post, told apart by `intent`. */
export const PRODUCT_INTENTS = ["save", "delete", "image-add", "image-move", "image-remove"] as const;
export type ProductIntent = (typeof PRODUCT_INTENTS)[number];
export type ImageIntent = Extract<ProductIntent, `image-${string}`>;

export const isProductIntent = (value: unknown): value is ProductIntent =>
  (PRODUCT_INTENTS as readonly unknown[]).includes(value);

export type ImageProblem = "missing" | "tooLarge" | "wrongType" | "unreadable" | "tooMany";

/** The product actions' answers, for the pages to show (a toast, field messages, an alert). */
export type ProductActionResult =
  | { intent: "save"; status: "saved" }
  /** `values`: what was typed, for a page posted without JavaScript. */
  | { intent: "save"; status: "invalid"; errors: ProductFieldErrors; values?: FormValues<ProductField> }
  | { intent: "delete"; status: "deleted" | "deactivated" }
  | { intent: ImageIntent; status: "saved" }
  | { intent: ImageIntent; status: "invalid"; problem: ImageProblem }
  | { intent: ProductIntent; status: "not-found" }
  | { intent: null; status: "unknown-intent" | "malformed" };
