import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import type { Database } from "~/db/client.server";
import { categories, coupons, products } from "~/db/schema";
import type { PaymentProvider } from "~/modules/payments/provider";
import type { CheckoutRequestInput } from "~/modules/checkout/checkout-schema";
import { checkoutRequestSchema } from "~/modules/checkout/checkout-schema";
import { prepareCheckout, type PrepareCheckoutDeps } from "~/modules/checkout/prepare.server";
import type { Language } from "~/lib/language";

/** Helpers for the checkout and order tests (imported by tests only). */

export const silentLogger = pino({ level: "silent" });

/**
 * A provider that records what it was asked, in place of the sandbox or Stripe; a test makes a
 * payment go through at the provider by adding its id to `succeeded`.
 */
export function fakeProvider() {
  const created: string[] = [];
  const cancelled: string[] = [];
  const succeeded = new Map<string, number>();
  const provider: PaymentProvider & {
    created: string[];
    cancelled: string[];
    succeeded: Map<string, number>;
  } = {
    name: "sandbox",
    created,
    cancelled,
    succeeded,
    async createPayment(input) {
      created.push(input.orderId);
      return { paymentId: `fake_pi_${input.orderId}`, clientSecret: `fake_pi_${input.orderId}_secret` };
    },
    async cancelPayment(paymentId) {
      cancelled.push(paymentId);
    },
    async paymentStatus(paymentId) {
      const cents = succeeded.get(paymentId);
      return cents === undefined
        ? { status: "unpaid" }
        : { status: "succeeded", amount: { cents, currency: "usd" } };
    },
    async refundPayment(input) {
      return { refundId: `fake_re_${input.orderId}` };
    },
  };
  return provider;
}

/** A new active product of its own, so each test owns its stock. */
export async function newProduct(db: Database, stock: number, priceCents = 1000) {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const slug = `test-${randomUUID().slice(0, 8)}`;
  const [product] = await db
    .insert(products)
    .values({
      slug,
      name: `Test Candy ${slug}`,
      brand: "Test",
      originCountry: "Japan",
      priceCents,
      stockQuantity: stock,
      imageUrls: [`/images/products/${slug}-1.svg`],
      categoryId: category!.id,
    })
    .returning();
  return product!;
}

export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export async function newCoupon(db: Database, values: { usageLimit?: number; discountValue?: number } = {}) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `TEST${randomUUID().slice(0, 6).toUpperCase()}`,
      discountType: "percentage",
      discountValue: values.discountValue ?? 10,
      usageLimit: values.usageLimit ?? null,
    })
    .returning();
  return coupon!;
}

export function checkoutBody(
  lines: { product: { id: string; name: string; priceCents: number }; quantity: number }[],
  amount: number,
  couponCode: string | null = null,
): CheckoutRequestInput {
  return {
    amount,
    currency: "usd",
    cartItems: lines.map(({ product, quantity }) => ({
      product_id: product.id,
      product_name: product.name,
      product_image_url: null,
      quantity,
      price: product.priceCents / 100,
    })),
    customerInfo: {
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "García",
      shippingAddress: { address: "1 Candy Lane", city: "Austin", state: "TX", zipCode: "78701" },
    },
    couponCode,
  };
}

/**
 * Prepares a checkout for a new browser (its own checkout token unless one is given), from one
 * client address with no limit on its unpaid orders unless the deps set one.
 */
export function prepare(
  deps: Omit<PrepareCheckoutDeps, "clientLimits"> & Partial<PrepareCheckoutDeps>,
  body: CheckoutRequestInput,
  checkoutToken: string = randomUUID(),
  clientIp = "192.0.2.1",
  language: Language = "en",
) {
  return prepareCheckout(
    { clientLimits: null, ...deps },
    { request: checkoutRequestSchema.parse(body), checkoutToken, userId: null, language, clientIp },
  );
}

export async function countOrders(db: Database, where = sql`true`): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE ${where}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
