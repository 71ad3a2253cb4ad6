/**
 * No hoarding (issue 24 item 4, decision 036), measured from outside: the audit's attack on the
 * production build with RATE_LIMITS=on and TRUST_PROXY=1 (X-Forwarded-For gives each attacker
 * its address), on a fresh embedded database each time.
 *
 * The attacker learns each product's stock and limit (the cart quote tells them, as Prepare
 * Payment's refusals do), then fills 3 unpaid orders of up to 50 lines from one address, taking
 * the products with the least stock first (the cheapest to blank), and learns from each refusal
 * (the units allowed, the last-units rule) to fill its orders as far as the shop lets it. Then
 * ten addresses do the same, one after another, each seeing what the others left. Printed:
 * products newly showing Out of Stock, and units held as a share of the shop's units.
 *
 * Run: `npm run bench:hoarding` (builds first when the sources are newer than the build).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { allProducts } from "../app/db/seed/catalogue/index";
import { productId } from "../app/db/seed/rows";
import { priceBreakdown } from "../app/modules/pricing/pricing";
import { buildShop, startShop as startBenchShop } from "./lib/servers";

const GOALS = {
  one: { newlyOutOfStock: 5, heldShare: 0.02 },
  ten: { newlyOutOfStock: 14, heldShare: 0.1 },
};
const ORDERS_PER_ADDRESS = 3;
const LINES_PER_ORDER = 50;
/** Prepare attempts an address makes at most (the shop allows 10 per 10 minutes anyway). */
const ATTEMPTS_PER_ADDRESS = 10;

interface Known {
  id: string;
  name: string;
  priceCents: number;
  stock: number;
  limit: number;
}

interface Shop {
  url: string;
  stop(): Promise<void>;
}

/** The production shop on a fresh embedded database, with the per-client limits on. */
async function startShop(): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sweet-trip-hoarding-"));
  const shop = await startBenchShop({
    database: { kind: "embedded", dataDir },
    dataDir,
    pageCache: true,
    logLevel: "error",
    clientLimits: true,
  });
  return {
    url: shop.url,
    stop: async () => {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const shownIds = allProducts
  .filter((product) => product.active !== false)
  .map((product) => productId(product.slug));

/** What anyone can read from the cart quote: each product's stock, limit, price and name. */
async function readShop(url: string, address: string): Promise<Map<string, Known>> {
  const known = new Map<string, Known>();
  for (let start = 0; start < shownIds.length; start += 100) {
    const answer = await fetch(`${url}/api/cart/quote?lang=en`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify({
        items: shownIds.slice(start, start + 100).map((id) => ({ productId: id, quantity: 1 })),
      }),
    });
    const { products } = (await answer.json()) as {
      products: {
        productId: string;
        name: string;
        priceCents: number;
        stockQuantity: number;
        maxPerOrder?: number;
      }[];
    };
    for (const product of products) {
      known.set(product.productId, {
        id: product.productId,
        name: product.name,
        priceCents: product.priceCents,
        stock: product.stockQuantity,
        limit: product.maxPerOrder ?? 99,
      });
    }
  }
  return known;
}

const customerInfo = {
  email: "hoarder@example.com",
  firstName: "Hoarder",
  lastName: "Script",
  shippingAddress: { address: "1 Candy Lane", city: "Austin", zipCode: "78701" },
};

/** One attacker: an address, what it learnt of the rules, what it holds. */
class Attacker {
  unitBudget = Infinity;
  lastUnitsAllowed = Infinity;
  held = new Map<string, number>();
  emptied = 0;
  orders = 0;
  attempts = 0;
  stopped = false;

  constructor(
    readonly url: string,
    readonly address: string,
    readonly known: Map<string, Known>,
  ) {}

  private heldUnits = () => [...this.held.values()].reduce((sum, units) => sum + units, 0);

  /** The cheapest products to blank first, as much of each as the attacker believes it may take. */
  private plan(): { product: Known; quantity: number }[] {
    const lines: { product: Known; quantity: number }[] = [];
    let units = this.heldUnits();
    let emptied = this.emptied;
    const candidates = [...this.known.values()].filter((product) => product.stock > 0);
    candidates.sort((a, b) => a.stock - b.stock);
    for (const product of candidates) {
      if (lines.length === LINES_PER_ORDER || units >= this.unitBudget) break;
      let quantity = Math.min(product.stock, product.limit - (this.held.get(product.id) ?? 0));
      if (quantity === product.stock && emptied >= this.lastUnitsAllowed) quantity = product.stock - 1;
      quantity = Math.min(quantity, this.unitBudget - units, 99);
      if (quantity <= 0) continue;
      if (quantity === product.stock) emptied++;
      units += quantity;
      lines.push({ product, quantity });
    }
    return lines;
  }

  private async send(lines: { product: Known; quantity: number }[], amount: number) {
    this.attempts++;
    const answer = await fetch(`${this.url}/api/create-payment-intent`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: this.url,
        "X-Forwarded-For": this.address,
        Cookie: "site-lang=en",
      },
      body: JSON.stringify({
        amount,
        currency: "usd",
        cartItems: lines.map(({ product, quantity }) => ({ product_id: product.id, quantity })),
        customerInfo,
        couponCode: null,
      }),
    });
    return { status: answer.status, body: (await answer.json()) as { error?: string; amount?: number } };
  }

  /** Learns from a refusal; false when there is nothing more to try. */
  private learn(error: string): boolean {
    const byName = (name: string) => [...this.known.values()].find((product) => product.name === name);
    let match: RegExpExecArray | null;
    if ((match = /at most (\d+) items per shopper/.exec(error))) {
      this.unitBudget = Number(match[1]);
    } else if (/last units of only one product/.test(error)) {
      this.lastUnitsAllowed = 1;
    } else if ((match = /^Only (\d+) of (.+) left$/.exec(error))) {
      const product = byName(match[2]!);
      if (!product) return false;
      product.stock = Number(match[1]);
    } else if ((match = /^(.+) is out of stock$/.exec(error))) {
      const product = byName(match[1]!);
      if (!product) return false;
      product.stock = 0;
    } else if ((match = /^You can buy at most (\d+) of (.+) per order$/.exec(error))) {
      const product = byName(match[2]!);
      if (!product) return false;
      product.limit = Number(match[1]);
    } else {
      return false; // too many pending orders, too many attempts, anything else: done
    }
    return true;
  }

  async attack(): Promise<void> {
    while (!this.stopped && this.orders < ORDERS_PER_ADDRESS && this.attempts < ATTEMPTS_PER_ADDRESS) {
      const lines = this.plan();
      if (lines.length === 0) return;
      const priced = lines.map(({ product, quantity }) => ({ unitPriceCents: product.priceCents, quantity }));
      let answer = await this.send(lines, priceBreakdown(priced).totalCents);
      if (answer.status === 409 && answer.body.amount !== undefined)
        answer = await this.send(lines, answer.body.amount);
      if (answer.status === 200) {
        this.orders++;
        for (const { product, quantity } of lines) {
          this.held.set(product.id, (this.held.get(product.id) ?? 0) + quantity);
          if (quantity === product.stock) this.emptied++;
          product.stock -= quantity;
        }
        continue;
      }
      if (!this.learn(answer.body.error ?? "")) this.stopped = true;
    }
  }
}

interface Outcome {
  addresses: number;
  newlyOutOfStock: number;
  heldUnits: number;
  shopUnits: number;
  orders: number;
  requests: number;
}

async function scenario(addresses: number): Promise<Outcome> {
  const shop = await startShop();
  try {
    const before = await readShop(shop.url, "192.0.2.250");
    let orders = 0;
    let requests = 0;
    for (let index = 0; index < addresses; index++) {
      const address = `203.0.113.${index + 1}`;
      // Each attacker reads the shop as it is when it starts, with what the others took.
      const attacker = new Attacker(shop.url, address, await readShop(shop.url, address));
      await attacker.attack();
      orders += attacker.orders;
      requests += attacker.attempts;
    }
    const after = await readShop(shop.url, "192.0.2.251");
    let newlyOutOfStock = 0;
    let heldUnits = 0;
    let shopUnits = 0;
    for (const [id, product] of before) {
      const now = after.get(id)!.stock;
      shopUnits += product.stock;
      heldUnits += product.stock - now;
      if (product.stock > 0 && now === 0) newlyOutOfStock++;
    }
    return { addresses, newlyOutOfStock, heldUnits, shopUnits, orders, requests };
  } finally {
    await shop.stop();
  }
}

function report(outcome: Outcome, goal: { newlyOutOfStock: number; heldShare: number }): boolean {
  const share = outcome.heldUnits / outcome.shopUnits;
  const met = outcome.newlyOutOfStock <= goal.newlyOutOfStock && share < goal.heldShare;
  console.log(
    `${String(outcome.addresses).padStart(2)} address${outcome.addresses === 1 ? "  " : "es"}: ` +
      `${outcome.newlyOutOfStock} products newly Out of Stock (goal ≤ ${goal.newlyOutOfStock}), ` +
      `${outcome.heldUnits} of ${outcome.shopUnits} units held = ${(share * 100).toFixed(2)}% ` +
      `(goal < ${goal.heldShare * 100}%), ${outcome.orders} unpaid orders in ${outcome.requests} requests: ` +
      (met ? "met" : "NOT MET"),
  );
  return met;
}

buildShop();
const one = report(await scenario(1), GOALS.one);
const ten = report(await scenario(10), GOALS.ten);
process.exitCode = one && ten ? 0 : 1;
