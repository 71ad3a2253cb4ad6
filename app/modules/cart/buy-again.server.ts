import { isGiftCardLine } from "~/modules/gift-cards/line-name";
import type { Database } from "~/db/client.server";
import type { Language } from "~/lib/language";
import type { CartItem } from "./cart-line";
import { buyableQuantity } from "./order-limit";
import { quoteProducts } from "./quote.server";

/**
 * "Buy again" on a past order's page (issue 30, item 3; decision 081): the order's lines that are
 * still sold, as cart lines at today's price, stock and limit, each at the quantity bought or as
 * much of it as can be bought now. What cannot be bought is named: withdrawn (switched off or
 * deleted: the name as bought) or out of stock (today's name). The cart lives in the browser
 * (guest or signed in alike), so the server only answers what to add; the browser adds it.
 */
export interface BuyAgainAnswer {
  status: "ok";
  lines: CartItem[];
  /** Names of lines now out of stock. */
  outOfStock: string[];
  /** Names of lines no longer sold. */
  withdrawn: string[];
  /** Names of lines added with fewer than were bought (the stock or the per-order limit). */
  fewer: string[];
}

export interface BoughtLine {
  productId: string | null;
  productName: string;
  /** `gift-cards` for a gift card's line (decision 085). */
  productSlug?: string;
  quantity: number;
}

export async function buyAgain(
  db: Database,
  bought: readonly BoughtLine[],
  language: Language,
  checkoutToken: string | null = null,
): Promise<BuyAgainAnswer> {
  // One product bought on two lines (two prices) is one cart line.
  const wanted = new Map<string, { name: string; quantity: number }>();
  const withdrawn: string[] = [];
  for (const line of bought) {
    // A gift card was for someone on a day: it is bought again on its own page (decision 085).
    if (isGiftCardLine(line)) continue;
    if (!line.productId) {
      withdrawn.push(line.productName);
      continue;
    }
    const seen = wanted.get(line.productId);
    wanted.set(line.productId, {
      name: seen?.name ?? line.productName,
      quantity: (seen?.quantity ?? 0) + line.quantity,
    });
  }
  const quoted = await quoteProducts(db, [...wanted.keys()], language, checkoutToken);
  const byId = new Map(quoted.map((product) => [product.productId, product]));
  const answer: BuyAgainAnswer = { status: "ok", lines: [], outOfStock: [], withdrawn, fewer: [] };
  for (const [productId, { name, quantity }] of wanted) {
    const product = byId.get(productId);
    if (!product || !product.isActive) {
      answer.withdrawn.push(name);
      continue;
    }
    const buyable = buyableQuantity(product.stockQuantity, product.maxPerOrder);
    if (buyable <= 0) {
      answer.outOfStock.push(product.name);
      continue;
    }
    if (buyable < quantity) answer.fewer.push(product.name);
    answer.lines.push({
      productId,
      slug: product.slug,
      name: product.name,
      priceCents: product.priceCents,
      imageUrl: product.imageUrl,
      stockQuantity: product.stockQuantity,
      maxPerOrder: product.maxPerOrder,
      quantity: Math.min(quantity, buyable),
    });
  }
  return answer;
}
