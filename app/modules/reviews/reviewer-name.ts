/**
 * How a shopper is named under their review: first name and last initial ("Ada L."), from
 * their profile. Never their e-mail, never the full last name. Null when the profile has no
 * name at all (the caller keeps the name stored with the review).
 */
export function reviewerName(profile: { firstName: string | null; lastName: string | null }): string | null {
  const first = profile.firstName?.trim() ?? "";
  const last = profile.lastName?.trim() ?? "";
  // The first character as people see it (a code point, not half of a surrogate pair).
  const initial = last ? `${[...last][0]!.toUpperCase()}.` : "";
  return [first, initial].filter(Boolean).join(" ") || null;
}

/** What is stored with a review written by a shopper whose profile has no name. */
export const NAMELESS_REVIEWER = "Sweet Trip shopper";
