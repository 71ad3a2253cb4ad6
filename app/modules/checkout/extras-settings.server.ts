import type { Env } from "~/config/env.server";
import type { ExtrasSettings } from "./extras";

/** The checkout extras' settings of the running shop (decision 075). */
export function extrasSettingsOf(
  env: Pick<Env, "GIFT_WRAP_FEE_CENTS" | "INSULATION_FEE_CENTS" | "INSULATION_MONTHS">,
): ExtrasSettings {
  return {
    giftWrapFeeCents: env.GIFT_WRAP_FEE_CENTS,
    insulationFeeCents: env.INSULATION_FEE_CENTS,
    insulationMonths: env.INSULATION_MONTHS,
  };
}
