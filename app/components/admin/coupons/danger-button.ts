/**
 * The look of a button that takes something away (deactivate a coupon, demote an admin): solid
 * cherry with white text (6.5:1), shaped like the shop's other buttons.
 */
export const DANGER_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full bg-cherry-ink px-6 py-3 font-semibold text-white shadow-sm transition hover:brightness-110";
