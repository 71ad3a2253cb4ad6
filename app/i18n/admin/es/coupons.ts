import type { Translations } from "../types";
import type { coupons as english } from "../en/coupons";

export const coupons: Translations<typeof english> = {
  coupons: {
    title: "Cupones",
  },
};
