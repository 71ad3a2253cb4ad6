import type { CartItem } from "./cart-line";
import { buyableQuantity } from "./order-limit";

/**
 * Refreshing the cart from the server (POST /api/cart/quote): what the server answers about each
 * product, and how that answer is merged into the lines the browser remembers. Pure, so the UI
 * and its tests share one rule.
 */

/** One product as the server knows it now. */
export type QuotedProduct = OnSaleProduct | WithdrawnProduct;

export interface OnSaleProduct {
  productId: string;
  slug: string;
  name: string;
  priceCents: number;
  imageUrl: string | null;
  stockQuantity: number;
  /** The most one order may hold (decision 036). */
  maxPerOrder: number;
  /** Melts in the heat: checkout offers insulated packaging in summer (decision 075). */
  heatSensitive?: boolean;
  isActive: true;
  /** Why the quantity asked is refused (above the limit), in the request's language. */
  error?: string;
}

/** A product taken off sale: the server says only that, never its price or stock. */
export interface WithdrawnProduct {
  productId: string;
  isActive: false;
}

/** Why a line cannot be bought: switched off, deleted, or sold out since it was added. */
export type UnavailableReason = "inactive" | "gone" | "sold-out";

/** What the shopper must be told about one line; several can apply at once. */
export interface LineNotice {
  /** The price the shopper saw before, and the one that applies now. */
  priceChange?: { fromCents: number; toCents: number };
  /** The quantity was above the stock, or the per-order limit (`byLimit`), and was lowered to it. */
  quantityLowered?: { from: number; to: number; byLimit?: boolean };
  unavailable?: UnavailableReason;
}

export type LineNotices = Readonly<Record<string, LineNotice>>;

export interface QuoteMerge {
  items: CartItem[];
  notices: Record<string, LineNotice>;
}

function unavailableReason(product: QuotedProduct | undefined): UnavailableReason | undefined {
  if (!product) return "gone";
  if (!product.isActive) return "inactive";
  if (product.stockQuantity <= 0) return "sold-out";
  return undefined;
}

/**
 * Brings each line up to date with the server's products: price, stock, name, slug and image
 * follow the server; a quantity above the stock or the per-order limit is lowered to it. Nothing changes silently:
 * every difference the shopper pays for becomes a notice. Notices already shown this visit
 * (a price change, a lowered quantity) stay until their line leaves the cart, keeping the price
 * the shopper first saw; whether a line is unavailable is decided afresh each time.
 */
export function mergeQuote(
  items: readonly CartItem[],
  products: readonly QuotedProduct[],
  previous: LineNotices = {},
): QuoteMerge {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const notices: Record<string, LineNotice> = {};

  const merged = items.map((item) => {
    const product = byId.get(item.productId);
    const before = previous[item.productId] ?? {};
    const notice: LineNotice = {};
    const unavailable = unavailableReason(product);
    if (unavailable) notice.unavailable = unavailable;

    let next = item;
    if (product?.isActive) {
      const firstSeenCents = before.priceChange?.fromCents ?? item.priceCents;
      if (product.priceCents !== firstSeenCents) {
        notice.priceChange = { fromCents: firstSeenCents, toCents: product.priceCents };
      }
      const most = buyableQuantity(product.stockQuantity, product.maxPerOrder);
      const lowered = !unavailable && item.quantity > most;
      next = {
        productId: item.productId,
        slug: product.slug,
        name: product.name,
        priceCents: product.priceCents,
        imageUrl: product.imageUrl,
        stockQuantity: product.stockQuantity,
        maxPerOrder: product.maxPerOrder,
        ...(product.heatSensitive !== undefined && { heatSensitive: product.heatSensitive }),
        quantity: lowered ? most : item.quantity,
      };
      if (lowered) {
        notice.quantityLowered = { from: item.quantity, to: most };
        if (most < product.stockQuantity) notice.quantityLowered.byLimit = true;
      } else if (before.quantityLowered && !unavailable) notice.quantityLowered = before.quantityLowered;
    }

    if (Object.keys(notice).length > 0) notices[item.productId] = notice;
    return next;
  });

  return { items: merged, notices };
}

/** The lines that can be bought now: what the totals count and checkout takes. */
export function purchasableItems(items: readonly CartItem[], notices: LineNotices): CartItem[] {
  return items.filter((item) => !notices[item.productId]?.unavailable);
}

/** Checkout waits until every unavailable line has been removed. */
export function hasUnavailableLines(items: readonly CartItem[], notices: LineNotices): boolean {
  return items.some((item) => notices[item.productId]?.unavailable);
}
