/**
 * Checkout under load (issue 4): how many orders `POST /api/create-payment-intent` prepares per
 * second, and a no-oversell check — many buyers race for a product's last units, pay with the
 * sandbox's test card, and exactly the stock's worth of orders must end up paid.
 */
import { allProducts } from "../../app/db/seed/catalogue/index";
import { productId } from "../../app/db/seed/rows";
import { priceBreakdown } from "../../app/modules/pricing/pricing";
import { LOAD_HEADERS, type LoadSettings, type Measurement } from "./load";
import { summarize } from "./stats";

type SeedProduct = (typeof allProducts)[number];

/** `failures` counts answers other than 200: a healthy run has none. */
export interface CheckoutThroughput extends Measurement {
  prepared: number;
}

export interface OversellCheck {
  product: string;
  stock: number;
  buyers: number;
  reserved: number;
  paid: number;
  /** Whether a further buyer is told the product is sold out. */
  soldOut: boolean;
}

const shopper = {
  email: "bench@example.com",
  firstName: "Bench",
  lastName: "Buyer",
  shippingAddress: { address: "1 Candy Lane", city: "Austin", zipCode: "78701" },
};

function orderBody(product: SeedProduct) {
  return JSON.stringify({
    amount: priceBreakdown([{ unitPriceCents: product.priceCents, quantity: 1 }]).totalCents,
    currency: "usd",
    cartItems: [
      {
        product_id: productId(product.slug),
        product_name: product.name,
        quantity: 1,
        price: product.priceCents / 100,
      },
    ],
    customerInfo: shopper,
    couponCode: null,
  });
}

/** Prepares one order; `cookie` is the buyer's checkout session (kept from its first answer). */
export async function prepareOrder(shopUrl: string, product: SeedProduct, cookie: string | null) {
  const response = await fetch(`${shopUrl}/api/create-payment-intent`, {
    method: "POST",
    headers: {
      ...LOAD_HEADERS,
      "Content-Type": "application/json",
      Origin: shopUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: orderBody(product),
  });
  const setCookie = response.headers.get("set-cookie")?.split(";")[0] ?? null;
  const body = (await response.json()) as { clientSecret?: string; orderNumber?: string; error?: string };
  return { status: response.status, body, cookie: setCookie ?? cookie };
}

const active = allProducts.filter((product) => product.active !== false);

/**
 * `connections` buyers, each with its own checkout session, prepare orders back to back for
 * `duration` seconds. Each new preparation replaces the buyer's previous one, so stock held
 * stays one unit per buyer.
 */
export async function measureCheckout(
  shopUrl: string,
  settings: LoadSettings,
  exclude: string,
): Promise<CheckoutThroughput> {
  const products = active.filter((product) => product.stock >= 20 && product.slug !== exclude);
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + settings.duration * 1000;
  const buyer = async (index: number) => {
    const product = products[index % products.length]!;
    let cookie: string | null = null;
    while (Date.now() < deadline) {
      const started = performance.now();
      const answer = await prepareOrder(shopUrl, product, cookie);
      latencies.push(performance.now() - started);
      cookie = answer.cookie;
      if (answer.status !== 200) failures++;
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: settings.connections }, (_, index) => buyer(index)));
  const seconds = (performance.now() - began) / 1000;
  return { ...summarize(latencies, seconds), prepared: latencies.length - failures, failures };
}

/** The low-stock product the oversell check races for (excluded from the throughput run). */
export const contestedProduct = active.find((product) => product.stock >= 5 && product.stock <= 10)!;

/** `buyersPerUnit` × stock buyers at once for `contestedProduct`; the reserved ones pay. */
export async function checkNoOversell(shopUrl: string, buyersPerUnit = 10): Promise<OversellCheck> {
  const product = contestedProduct;
  const buyers = product.stock * buyersPerUnit;
  const answers = await Promise.all(
    Array.from({ length: buyers }, () => prepareOrder(shopUrl, product, null)),
  );
  const reserved = answers.filter((answer) => answer.status === 200);
  const paid = await Promise.all(reserved.map((answer) => payWithTestCard(shopUrl, answer)));
  const after = await prepareOrder(shopUrl, product, null);
  return {
    product: product.name,
    stock: product.stock,
    buyers,
    reserved: reserved.length,
    paid: paid.filter(Boolean).length,
    soldOut: after.status === 409 && (after.body.error ?? "").includes("out of stock"),
  };
}

/** Pays a prepared order with the sandbox's test card; whether the order is then paid. */
export async function payWithTestCard(
  shopUrl: string,
  prepared: Awaited<ReturnType<typeof prepareOrder>>,
): Promise<boolean> {
  await fetch(`${shopUrl}/api/payments/sandbox/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: shopUrl, Cookie: prepared.cookie ?? "" },
    body: JSON.stringify({
      clientSecret: prepared.body.clientSecret,
      card: { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" },
    }),
  });
  const status = await fetch(`${shopUrl}/api/orders/${prepared.body.orderNumber}/status`, {
    headers: { Cookie: prepared.cookie ?? "" },
  });
  return ((await status.json()) as { status?: string }).status === "paid";
}

export function oversellHolds(check: OversellCheck): boolean {
  return check.reserved === check.stock && check.paid === check.stock && check.soldOut;
}

/** The report's checkout section (Markdown): one row per database measured. */
export function renderCheckoutSection(
  runs: { database: string; throughput: CheckoutThroughput; oversell: OversellCheck }[],
): string {
  const oversellLine = ({ database, oversell }: (typeof runs)[number]) =>
    `- ${database}: ${oversell.buyers} buyers at once for ${oversell.product} (stock ${oversell.stock}) → ${oversell.reserved} reserved, ${oversell.paid} paid with the sandbox's test card; the next buyer is ${oversell.soldOut ? "told it is out of stock" : "NOT told it is out of stock"}. ${oversellHolds(oversell) ? "Holds." : "FAILS."}`;
  return [
    "",
    "## Checkout",
    "",
    "`POST /api/create-payment-intent`: each buyer (one per connection, its own checkout session) prepares orders back to back; every answer creates an order, reserves stock and creates a sandbox payment in one transaction. Its rate is also in the results table above.",
    "",
    "| database | req/s | p50 (ms) | p95 (ms) | p99 (ms) | orders prepared | failures |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...runs.map(
      ({ database, throughput }) =>
        `| ${database} | ${Math.round(throughput.requestsPerSecond)} | ${ms(throughput.p50Ms)} | ${ms(throughput.p95Ms)} | ${ms(throughput.p99Ms)} | ${throughput.prepared} | ${throughput.failures} |`,
    ),
    "",
    "No oversell:",
    "",
    ...runs.map(oversellLine),
    "",
  ].join("\n");
}

const ms = (value: number) => value.toFixed(1);
