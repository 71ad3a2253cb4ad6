import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_EXTRAS_SETTINGS, extrasOffer, insulationSeason, priceExtras } from "./extras";

const at = (iso: string) => new Date(iso);

describe("checkout extras", () => {
  it("offers insulation from May to September by the order's date in UTC, for heat-sensitive carts only", () => {
    const settings = DEFAULT_EXTRAS_SETTINGS;
    expect(insulationSeason(settings, at("2026-04-30T23:59:59Z"))).toBe(false);
    expect(insulationSeason(settings, at("2026-05-01T00:00:00Z"))).toBe(true);
    expect(insulationSeason(settings, at("2026-09-30T23:59:59Z"))).toBe(true);
    expect(insulationSeason(settings, at("2026-10-01T00:00:00Z"))).toBe(false);
    expect(extrasOffer(settings, { heatSensitive: true }, at("2026-07-04T12:00:00Z"))).toEqual({
      insulation: true,
    });
    expect(extrasOffer(settings, { heatSensitive: false }, at("2026-07-04T12:00:00Z"))).toEqual({
      insulation: false,
    });
    expect(extrasOffer(settings, { heatSensitive: true }, at("2026-12-04T12:00:00Z"))).toEqual({
      insulation: false,
    });
    const southern = { ...settings, insulationMonths: [11, 12, 1, 2] };
    expect(insulationSeason(southern, at("2027-01-15T00:00:00Z"))).toBe(true);
    expect(insulationSeason(southern, at("2026-07-15T00:00:00Z"))).toBe(false);
  });

  it("prices what is chosen and offered, at the settings' fees", () => {
    const settings = { giftWrapFeeCents: 250, insulationFeeCents: 600, insulationMonths: [6] };
    expect(priceExtras(settings, { giftWrap: true, insulated: true }, { insulation: true })).toEqual({
      giftWrapped: true,
      giftWrapCents: 250,
      insulated: true,
      insulationCents: 600,
    });
    // Asked for where it is not offered: neither given nor charged.
    expect(priceExtras(settings, { giftWrap: false, insulated: true }, { insulation: false })).toEqual({
      giftWrapped: false,
      giftWrapCents: 0,
      insulated: false,
      insulationCents: 0,
    });
  });

  it("charges a fee exactly when the extra is given", () => {
    fc.assert(
      fc.property(
        fc.record({ giftWrapFeeCents: fc.nat(100_000), insulationFeeCents: fc.nat(100_000) }),
        fc.record({ giftWrap: fc.boolean(), insulated: fc.boolean() }),
        fc.boolean(),
        (fees, choice, offered) => {
          const priced = priceExtras({ ...fees, insulationMonths: [] }, choice, { insulation: offered });
          expect(priced.giftWrapCents).toBe(choice.giftWrap ? fees.giftWrapFeeCents : 0);
          expect(priced.insulated).toBe(choice.insulated && offered);
          expect(priced.insulationCents).toBe(priced.insulated ? fees.insulationFeeCents : 0);
        },
      ),
    );
  });
});
