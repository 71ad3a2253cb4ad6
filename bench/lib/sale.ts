/**
 * A sale day (issue 24): shoppers browse the public pages while buyers start checkouts at a
 * steady rate, each a new buyer putting one unit of a product from anywhere in the catalogue in
 * an order (`POST /api/create-payment-intent`), one in three paying at once with the sandbox's
 * test card. Low-stock products sell down and out as they would: their pages change, and the
 * page cache must drop those and only those.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { allProducts } from "../../app/db/seed/catalogue/index";
import { payWithTestCard, prepareOrder } from "./checkout";

/** The 8 public pages a browsing shopper opens: home, lists, categories, a product. */
export const browsingPaths = [
  "/",
  "/products",
  "/featured",
  "/new-arrivals",
  "/categories",
  "/category/japanese-snacks",
  "/category/chocolate-collection",
  "/product/pocky-chocolate",
];

export interface SaleBuyers {
  /** Checkouts started per second. */
  perSecond: number;
  /** Orders prepared, paid, refused (sold out: a sale's normal answer) and failed (anything else). */
  prepared: number;
  paid: number;
  refused: number;
  failures: number;
}

const forSale = allProducts.filter((product) => product.active !== false && product.stock > 0);

/**
 * Starts `perSecond` checkouts a second until `signal` aborts (`exclude`: a product another
 * measurement races for); resolves with what they did once the last one has answered.
 */
export async function runBuyers(
  shopUrl: string,
  perSecond: number,
  signal: AbortSignal,
  { exclude }: { exclude?: string } = {},
): Promise<SaleBuyers> {
  const outcome: SaleBuyers = { perSecond, prepared: 0, paid: 0, refused: 0, failures: 0 };
  const products = forSale.filter((product) => product.slug !== exclude);
  const buying: Promise<void>[] = [];
  const interval = 1000 / perSecond;
  const began = performance.now();
  for (let started = 0; !signal.aborted; started++) {
    // Spread over the catalogue (7919 is prime): popular and nearly sold-out products alike.
    buying.push(buy(shopUrl, products[(started * 7919) % products.length]!, started % 3 === 0, outcome));
    // On a steady clock, so a slow answer does not slow the buyers down.
    const next = began + (started + 1) * interval - performance.now();
    if (next > 0) await sleep(next, undefined, { signal }).catch(() => undefined);
  }
  await Promise.all(buying);
  return outcome;
}

async function buy(
  shopUrl: string,
  product: (typeof forSale)[number],
  pays: boolean,
  outcome: SaleBuyers,
): Promise<void> {
  try {
    const answer = await prepareOrder(shopUrl, product, null);
    if (answer.status === 409) {
      outcome.refused++;
      return;
    }
    if (answer.status !== 200) {
      outcome.failures++;
      return;
    }
    outcome.prepared++;
    if (pays && (await payWithTestCard(shopUrl, answer))) outcome.paid++;
  } catch {
    outcome.failures++;
  }
}
