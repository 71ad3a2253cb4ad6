import type { Language } from "~/lib/language";

/**
 * A gift card bought in an order is an order line without a product (decision 085): its slug
 * is this, and its name says for whom, in the order's language.
 */
export const GIFT_CARD_SLUG = "gift-cards";

export function giftCardLineName(language: Language, recipientName: string): string {
  return language === "es" ? `Tarjeta regalo para ${recipientName}` : `Gift card for ${recipientName}`;
}

/** Whether an order line is a gift card (it links to the gift-card page, not a product). */
export const isGiftCardLine = (line: { productId: string | null; productSlug?: string }) =>
  line.productId === null && line.productSlug === GIFT_CARD_SLUG;
