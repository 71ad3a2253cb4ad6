import type { ExtraFees } from "~/modules/pricing/pricing";

/**
 * The extras a shopper may add at checkout (decision 075): gift wrap (for a gift) and, in the
 * warm months, insulated packaging with cold packs for a cart holding heat-sensitive products.
 * Pure rules shared by the checkout page (which shows the fees) and the server (which alone
 * decides them).
 */

/** What the shop charges and when it offers insulation: settings (GIFT_WRAP_FEE_CENTS, …). */
export interface ExtrasSettings {
  giftWrapFeeCents: number;
  insulationFeeCents: number;
  /** Months (1–12) in which insulated packaging is offered, by the order's date in UTC. */
  insulationMonths: readonly number[];
}

/** $3.99 gift wrap, $4.99 insulation from May to September (issues 28 and 29). */
export const DEFAULT_EXTRAS_SETTINGS: ExtrasSettings = {
  giftWrapFeeCents: 399,
  insulationFeeCents: 499,
  insulationMonths: [5, 6, 7, 8, 9],
};

/** Whether an order placed at `date` is in the insulation season (its month in UTC). */
export function insulationSeason(settings: ExtrasSettings, date: Date): boolean {
  return settings.insulationMonths.includes(date.getUTCMonth() + 1);
}

/** What the browser asks for; the server prices it. */
export interface ExtrasChoice {
  /** Gift wrap: only for an order that is a gift. */
  giftWrap: boolean;
  insulated: boolean;
}

/** What is offered for this cart at this date. */
export interface ExtrasOffer {
  /** Insulation is offered: in season, and the cart holds a heat-sensitive product. */
  insulation: boolean;
}

export function extrasOffer(
  settings: ExtrasSettings,
  cart: { heatSensitive: boolean },
  date: Date,
): ExtrasOffer {
  return { insulation: cart.heatSensitive && insulationSeason(settings, date) };
}

/** The chosen extras that apply, and their fees: insulation only where it is offered. */
export interface PricedExtras extends ExtraFees {
  giftWrapped: boolean;
  insulated: boolean;
}

export function priceExtras(
  settings: ExtrasSettings,
  choice: ExtrasChoice,
  offer: ExtrasOffer,
): PricedExtras {
  const insulated = choice.insulated && offer.insulation;
  return {
    giftWrapped: choice.giftWrap,
    giftWrapCents: choice.giftWrap ? settings.giftWrapFeeCents : 0,
    insulated,
    insulationCents: insulated ? settings.insulationFeeCents : 0,
  };
}
