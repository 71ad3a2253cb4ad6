import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { products, stockAlerts } from "~/db/schema";
import { parseLanguage, type Language } from "~/lib/language";
import type { Logger } from "~/lib/logger.server";
import { isUuid } from "~/lib/uuid";
import { tokenDigest } from "~/modules/accounts/account-emails.server";
import { onCatalogueChange } from "~/modules/catalog/catalogue-changes.server";
import { inLanguage } from "~/modules/catalog/localized";
import { runEvery } from "~/lib/periodic.server";
import { queueEmail } from "~/modules/mail/outbox.server";
import type { FieldErrors } from "~/lib/forms/validate";
import { validateAlert, type AlertField, type AlertProblem } from "./alert-schema";
import { hitClientLimit, minutesToWait } from "~/modules/rate-limits/client-limits.server";
import { hitRateLimit, type RateLimitRule } from "~/modules/rate-limits/rate-limit.server";
import { alertConfirmationEmail, alertConfirmationLink, backInStockEmail, productLink } from "./alert-emails";

/**
 * Back-in-stock alerts ("Notify me", issue 27 item 3, decision 065).
 *
 * - Asking: an out-of-stock product, an address. A signed-in shopper's own verified address waits
 *   at once; any other waits for the link of a confirmation e-mail (double opt-in, as the
 *   newsletter), sent in the page's language. The answer never tells whether an address already
 *   waits.
 * - A restock (stock from 0 to more, by any path: an admin, a cancelled or expired order) marks
 *   the confirmed, waiting alerts due in its own transaction (the trigger of migration 0020).
 * - `sendDueStockAlerts`, run after commits and every few seconds, queues one e-mail per due
 *   alert through the outbox and marks it notified in the same transaction: a crash loses none,
 *   none goes twice, and it runs only on what committed.
 */

export type StockAlertContext = Pick<AppLoadContext, "db" | "env" | "clientIp" | "logger">;

/** The signed-in asker, as the session knows them. */
export interface AlertAsker {
  id: string;
  email: string;
  emailVerified: boolean;
}

export type AlertRequestResult =
  /** The alert waits (a signed-in shopper's own address). */
  | { status: "waiting" }
  /** A confirmation e-mail went out, or would have: the same answer for any address. */
  | { status: "checkInbox" }
  | { status: "invalid"; errors: FieldErrors<AlertField, AlertProblem> }
  /** Nothing to wait for: no such product, or it is in stock. */
  | { status: "unknown" }
  | { status: "inStock" }
  | { status: "limited"; minutes: number };

/** Confirmation e-mails one address may get an hour, whoever asks for it. */
export const CONFIRMATIONS_PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

const confirmTokenHash = (token: string) => tokenDigest(token, "hex");

export async function requestStockAlert(
  context: StockAlertContext,
  input: { productId: unknown; email: unknown; language: Language; asker: AlertAsker | null },
): Promise<AlertRequestResult> {
  const checked = validateAlert({ email: input.email });
  if (!checked.success) return { status: "invalid", errors: checked.errors };
  const email = checked.data.email;
  const productId = typeof input.productId === "string" ? input.productId : "";
  if (!isUuid(productId)) return { status: "unknown" };
  const { db } = context;
  const [product] = await db
    .select({ name: products.name, nameEs: products.nameEs, stock: products.stockQuantity })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) return { status: "unknown" };
  if (product.stock > 0) return { status: "inStock" };
  const limit = await hitClientLimit(context, "stockAlert");
  if (limit.limited) return { status: "limited", minutes: minutesToWait(limit.retryAfterMs) };

  const own = input.asker !== null && input.asker.emailVerified && input.asker.email.toLowerCase() === email;
  if (own) {
    await upsertAlert(db, {
      productId,
      email,
      language: input.language,
      userId: input.asker!.id,
      confirmed: true,
    });
    return { status: "waiting" };
  }
  if (context.env.RATE_LIMITS) {
    const perAddress = await hitRateLimit(db, `stock-alert:email:${email}`, CONFIRMATIONS_PER_ADDRESS);
    if (perAddress.limited) return { status: "checkInbox" };
  }
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    const id = await upsertAlert(tx, {
      productId,
      email,
      language: input.language,
      userId: input.asker?.id ?? null,
      confirmed: false,
      tokenHash: confirmTokenHash(token),
    });
    // Already waiting and confirmed: nothing to send.
    if (!id) return;
    await queueEmail(tx, context.logger, {
      dedupeKey: `stock-alert-confirm:${tokenDigest(token)}`,
      to: email,
      ...alertConfirmationEmail(
        input.language,
        inLanguage(input.language, product.name, product.nameEs),
        alertConfirmationLink(context.env.PUBLIC_URL, token),
      ),
    });
  });
  return { status: "checkInbox" };
}

/**
 * A new alert, or a fresh start for one that was notified before (a new wait) or is still
 * unconfirmed (a new link). One that waits, confirmed, is left alone: null.
 */
async function upsertAlert(
  db: Database,
  values: {
    productId: string;
    email: string;
    language: Language;
    userId: string | null;
    confirmed: boolean;
    tokenHash?: string;
  },
): Promise<string | null> {
  const confirmedAt = values.confirmed ? sql`now()` : null;
  const [row] = await db
    .insert(stockAlerts)
    .values({
      productId: values.productId,
      email: values.email,
      language: values.language,
      userId: values.userId,
      confirmedAt,
      confirmTokenHash: values.tokenHash ?? null,
    })
    .onConflictDoUpdate({
      target: [stockAlerts.productId, stockAlerts.email],
      set: {
        language: values.language,
        userId: sql`coalesce(excluded.user_id, ${stockAlerts.userId})`,
        confirmedAt,
        confirmTokenHash: values.tokenHash ?? null,
        createdAt: sql`now()`,
        dueAt: null,
        notifiedAt: null,
      },
      setWhere: sql`${stockAlerts.notifiedAt} IS NOT NULL OR ${stockAlerts.confirmedAt} IS NULL`,
    })
    .returning({ id: stockAlerts.id });
  return row?.id ?? null;
}

/** The product a "Notify me" page is about, in the page's language; null for an unknown or hidden one. */
export async function alertProduct(
  db: Database,
  productId: string,
  language: Language,
): Promise<{ id: string; name: string; slug: string; outOfStock: boolean } | null> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      nameEs: products.nameEs,
      slug: products.slug,
      stock: products.stockQuantity,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!row) return null;
  return {
    id: row.id,
    name: inLanguage(language, row.name, row.nameEs),
    slug: row.slug,
    outOfStock: row.stock === 0,
  };
}

/** What a confirmation link stands for, and the product it is about (in the alert's language). */
export type AlertLinkState =
  | { state: "pending" | "confirmed"; productName: string; productSlug: string; language: Language }
  | { state: "unknown" };

const TOKEN_PATTERN = /^[\w-]{20,100}$/;
const hashOf = (token: string | null) =>
  token && TOKEN_PATTERN.test(token) ? confirmTokenHash(token) : null;

/** The state of the link with `token`; reading it changes nothing (mail scanners open links). */
export async function alertLinkState(db: Database, token: string | null): Promise<AlertLinkState> {
  const hash = hashOf(token);
  if (!hash) return { state: "unknown" };
  const [row] = await db
    .select({
      confirmedAt: stockAlerts.confirmedAt,
      language: stockAlerts.language,
      name: products.name,
      nameEs: products.nameEs,
      slug: products.slug,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.confirmTokenHash, hash));
  if (!row) return { state: "unknown" };
  const language = parseLanguage(row.language);
  return {
    state: row.confirmedAt ? "confirmed" : "pending",
    productName: inLanguage(language, row.name, row.nameEs),
    productSlug: row.slug,
    language,
  };
}

/**
 * Confirms the alert of the link with `token`. Idempotent. A product that came back meanwhile
 * (before the alert was confirmed, so its restock did not count it) makes the alert due at once.
 */
export async function confirmStockAlert(
  db: Database,
  token: string | null,
): Promise<"confirmed" | "unknown"> {
  const hash = hashOf(token);
  if (!hash) return "unknown";
  const confirmed = await db
    .update(stockAlerts)
    .set({
      confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())`,
      dueAt: sql`coalesce(${stockAlerts.dueAt}, CASE WHEN ${stockAlerts.notifiedAt} IS NULL AND (SELECT ${products.stockQuantity} FROM ${products} WHERE ${products.id} = ${stockAlerts.productId}) > 0 THEN now() END)`,
    })
    .where(eq(stockAlerts.confirmTokenHash, hash))
    .returning({ id: stockAlerts.id });
  return confirmed.length > 0 ? "confirmed" : "unknown";
}

/**
 * Queues the back-in-stock e-mail of every due alert (at most `batch` a run), each with the
 * product's link in the alert's language, and marks it notified, in one transaction: an e-mail is
 * queued exactly when its alert is marked. Alerts another instance holds are skipped (`SKIP
 * LOCKED`). A product sold out again before its alerts went out sends nothing: they wait for the
 * next restock. A hidden product's alerts wait until it shows again. Returns how many were queued.
 */
export async function sendDueStockAlerts(
  db: Database,
  { publicUrl, logger, batch = 100 }: { publicUrl: string; logger: Logger; batch?: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: stockAlerts.id,
        email: stockAlerts.email,
        language: stockAlerts.language,
        createdAt: stockAlerts.createdAt,
        slug: products.slug,
        name: products.name,
        nameEs: products.nameEs,
        stock: products.stockQuantity,
        isActive: products.isActive,
      })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(and(isNotNull(stockAlerts.dueAt), isNull(stockAlerts.notifiedAt), eq(products.isActive, true)))
      .orderBy(stockAlerts.dueAt)
      .limit(batch)
      .for("update", { of: stockAlerts, skipLocked: true });
    const soldOutAgain = due.filter((alert) => alert.stock === 0).map((alert) => alert.id);
    if (soldOutAgain.length > 0)
      await tx.update(stockAlerts).set({ dueAt: null }).where(inArray(stockAlerts.id, soldOutAgain));
    const sent: string[] = [];
    for (const alert of due) {
      if (alert.stock === 0) continue;
      const language = parseLanguage(alert.language);
      await queueEmail(tx, logger, {
        dedupeKey: `back-in-stock:${alert.id}:${alert.createdAt.getTime()}`,
        to: alert.email,
        ...backInStockEmail(
          language,
          inLanguage(language, alert.name, alert.nameEs),
          productLink(publicUrl, alert.slug, language),
        ),
      });
      sent.push(alert.id);
    }
    if (sent.length > 0)
      await tx
        .update(stockAlerts)
        .set({ notifiedAt: sql`now()` })
        .where(inArray(stockAlerts.id, sent));
    return sent.length;
  });
}

/** Counts only confirmed alerts still waiting: what the admin sees. */
const waiting = and(isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt));

/** How many wait for each of these products (absent: none). */
export async function waitingCounts(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, count: sql<number>`count(*)::int` })
    .from(stockAlerts)
    .where(and(waiting, inArray(stockAlerts.productId, [...productIds])))
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((row) => [row.productId, row.count]));
}

export interface WantedProduct {
  id: string;
  name: string;
  stock: number;
  waiting: number;
}

/** The products most shoppers wait for, most first: the dashboard's "most wanted". */
export async function mostWanted(db: Database, language: Language, limit = 5): Promise<WantedProduct[]> {
  const count = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameEs: products.nameEs,
      stock: products.stockQuantity,
      waiting: count,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(waiting)
    .groupBy(products.id)
    .orderBy(desc(count), products.name)
    .limit(limit);
  return rows.map(({ nameEs, ...row }) => ({ ...row, name: inLanguage(language, row.name, nameEs) }));
}

/**
 * Sends due alerts every `everyMs`, and soon after any committed catalogue change (a restock is
 * one: stock shown again), never two runs at once. Safe on every instance (`SKIP LOCKED`). The
 * returned stop waits for a run in flight.
 */
export function startStockAlertSender(
  db: Database,
  settings: { publicUrl: string; logger: Logger; everyMs?: number },
): () => Promise<void> {
  const { logger } = settings;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = sendDueStockAlerts(db, settings)
      .then(
        (sent) => {
          if (sent > 0) logger.info({ sent }, "back-in-stock alerts queued");
        },
        (error: unknown) => logger.error({ err: error }, "back-in-stock alerts failed"),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  const stopListening = onCatalogueChange((change) => {
    if (change.everything || [...change.tags].some((tag) => tag.startsWith("product:"))) void run();
  });
  const stopTimer = runEvery(settings.everyMs ?? 15_000, run, () => {});
  return async () => {
    stopped = true;
    stopListening();
    await stopTimer();
    await running;
  };
}
