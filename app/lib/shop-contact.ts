/**
 * How shoppers reach the shop, from its settings (CONTACT_EMAIL, SOCIAL_*_URL): the same for every
 * visitor, so shared pages may carry it. Whatever is not set is not shown (issue 27 item 8).
 */
export interface ShopContact {
  /** The contact address; null: the pages offer the contact form alone. */
  email: string | null;
  /** The social pages that have an address, in the footer's order. */
  social: readonly { network: SocialNetwork; url: string }[];
}

export const SOCIAL_NETWORKS = ["instagram", "facebook", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const NO_CONTACT: ShopContact = { email: null, social: [] };

export function shopContact(settings: {
  CONTACT_EMAIL?: string | undefined;
  SOCIAL_INSTAGRAM_URL?: string | undefined;
  SOCIAL_FACEBOOK_URL?: string | undefined;
  SOCIAL_X_URL?: string | undefined;
}): ShopContact {
  const urls: Record<SocialNetwork, string | undefined> = {
    instagram: settings.SOCIAL_INSTAGRAM_URL,
    facebook: settings.SOCIAL_FACEBOOK_URL,
    x: settings.SOCIAL_X_URL,
  };
  return {
    email: settings.CONTACT_EMAIL ?? null,
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = urls[network];
      return url ? [{ network, url }] : [];
    }),
  };
}

/** A piece of a text: words, or the contact address (a mailto link). */
export type ContactTextPart = { text: string } | { email: string };

// `{email?with an address, @ standing for it|without one}`
const CHOICE = /\{email\?([^|}]*)\|([^}]*)\}/g;

/**
 * A text of the information pages with the contact address in it. The texts say it both ways:
 * `{email?Write to @ or use|Use} the contact form`, the first when an address is set (`@` is the
 * address), the second when none is.
 */
export function contactTextParts(text: string, email: string | null): ContactTextPart[] {
  const chosen = text.replace(CHOICE, (_, withAddress: string, without: string) =>
    email ? withAddress : without,
  );
  if (!email) return [{ text: chosen }];
  const parts: ContactTextPart[] = [];
  const pieces = chosen.split(/(?<![\w.])@(?![\w.])/);
  pieces.forEach((piece, index) => {
    if (piece) parts.push({ text: piece });
    if (index < pieces.length - 1) parts.push({ email });
  });
  return parts;
}
