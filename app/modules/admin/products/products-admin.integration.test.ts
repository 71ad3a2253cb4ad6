import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { insertPendingOrder } from "~tests/support/orders";
import { callRoute } from "~tests/support/routes";
import { auditLog, categories, orderLines, products, stockMovements } from "~/db/schema";
import { onCatalogueChange } from "~/modules/catalog/catalogue-changes.server";
import { productBySlug } from "~/modules/catalog/product-detail.server";
import { action as editAction, loader as editLoader } from "~/routes/admin/products.$id";
import { action as newAction } from "~/routes/admin/products.new";
import { loader as listLoader } from "~/routes/admin/products";

/**
 * The admin's products, through their routes as the pages post them: the form's checks, slugs,
 * the stock ledger and its guarded update, delete-or-deactivate, the audit log, and the
 * storefront seeing each change at once.
 */

const handle = testDatabase({ catalogue: true });
let admin: TestShopper;
let categoryId: string;

beforeAll(async () => {
  admin = await createShopper(handle, { isAdmin: true, firstName: "Ada", lastName: "Admin" });
  const [category] = await handle.db.select({ id: categories.id }).from(categories).limit(1);
  categoryId = category!.id;
});

const context = () => testContext(handle);

const valid = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  name: "Matcha Kit Kat Minis",
  brand: "Nestlé",
  originCountry: "Japan",
  categoryId,
  price: "6.49",
  weightGrams: "120",
  stockQuantity: "10",
  description: "Green tea wafers.",
  isActive: "on",
  ...overrides,
});

async function create(fields: Record<string, string>) {
  return callRoute(
    newAction,
    postForm("/admin/products/new", fields, { cookie: admin.cookie }),
    context(),
    {},
  );
}

/** Creates a product and answers its id. */
async function createdId(fields: Record<string, string>): Promise<string> {
  const answer = await create(fields);
  expect(answer.status).toBe(302);
  return answer.location!.match(/\/admin\/products\/([0-9a-f-]{36})/)![1]!;
}

const post = (id: string, fields: Record<string, string>) =>
  callRoute(editAction, postForm(`/admin/products/${id}`, fields, { cookie: admin.cookie }), context(), {
    id,
  });

const productRow = async (id: string) =>
  (await handle.db.select().from(products).where(eq(products.id, id)))[0];

const auditOf = (id: string) =>
  handle.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(desc(auditLog.createdAt));

const movementsOf = (id: string) =>
  handle.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, id))
    .orderBy(stockMovements.createdAt);

/** The form as the edit page sends it for a product as it is now. */
async function editForm(id: string, overrides: Record<string, string> = {}) {
  const row = (await productRow(id))!;
  return valid({
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    originCountry: row.originCountry,
    categoryId: row.categoryId,
    price: (row.priceCents / 100).toFixed(2),
    weightGrams: row.weightGrams ? String(row.weightGrams) : "",
    stockQuantity: String(row.stockQuantity),
    stockBefore: String(row.stockQuantity),
    description: row.description,
    ...(row.isActive ? { isActive: "on" } : {}),
    ...(row.featured ? { featured: "on" } : {}),
    ...overrides,
  });
}

describe("creating a product", () => {
  it("refuses bad input with a message code under each field and writes nothing (400)", async () => {
    const before = await handle.db.$count(products);
    const answer = await create(
      valid({
        name: " ",
        slug: "Not A Slug!",
        price: "4.999",
        weightGrams: "-3",
        stockQuantity: "lots",
        categoryId: "nope",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      intent: "save",
      status: "invalid",
      errors: {
        name: "required",
        slug: "slugInvalid",
        price: "priceInvalid",
        weightGrams: "weightInvalid",
        stockQuantity: "stockInvalid",
        categoryId: "categoryInvalid",
      },
    });
    expect(await handle.db.$count(products)).toBe(before);
  });

  it("refuses a category that does not exist (400), even when well-formed", async () => {
    const answer = await create(valid({ categoryId: "00000000-0000-0000-0000-000000000000" }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ errors: { categoryId: "categoryInvalid" } });
  });

  it("stores the price in cents, makes the slug from the name (suffixed when taken), records the first stock and the audit entry", async () => {
    const id = await createdId(valid({ name: "Crème Brûlée Bites", price: "4.5", stockQuantity: "12" }));
    const row = (await productRow(id))!;
    expect(row).toMatchObject({
      slug: "creme-brulee-bites",
      priceCents: 450,
      stockQuantity: 12,
      weightGrams: 120,
    });

    const twin = await createdId(valid({ name: "Crème Brûlée Bites" }));
    expect((await productRow(twin))!.slug).toBe("creme-brulee-bites-2");

    expect(await movementsOf(id)).toMatchObject([
      { change: 12, stockAfter: 12, reason: "initial", actorId: admin.id },
    ]);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(["product.create", "stock.adjust"]);
    const created = entries.find((entry) => entry.action === "product.create")!;
    expect(created).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      entityType: "product",
      before: null,
    });
    expect(created.after).toMatchObject({ name: "Crème Brûlée Bites", priceCents: 450, stockQuantity: 12 });
  });

  it("refuses a slug another product has (400 slugTaken)", async () => {
    const answer = await create(valid({ slug: "hostess-twinkies" }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ errors: { slug: "slugTaken" } });
  });
});

describe("editing a product", () => {
  it("saves the fields, audits only what changed, and the storefront shows it at once", async () => {
    const id = await createdId(valid({ name: "Yuzu Gummies", slug: "yuzu-gummies" }));
    let changes = 0;
    const stop = onCatalogueChange(() => changes++);
    const answer = await post(id, await editForm(id, { price: "7.25", featured: "on" }));
    stop();
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ intent: "save", status: "saved" });
    expect(changes).toBe(1);

    const [update] = (await auditOf(id)).filter((entry) => entry.action === "product.update");
    expect(update).toMatchObject({
      before: { priceCents: 649, featured: false },
      after: { priceCents: 725, featured: true },
    });
    expect(await productBySlug(handle.db, "yuzu-gummies")).toMatchObject({ priceCents: 725, featured: true });
  });

  it("saves the limit per order, audited, and refuses one outside 1 to 99 changing nothing (decision 036)", async () => {
    const id = await createdId(valid({ name: "Yuzu Chews", slug: "yuzu-chews" }));
    expect((await productRow(id))!.maxPerOrder).toBe(12);
    const refused = await post(id, await editForm(id, { maxPerOrder: "100" }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ status: "invalid", errors: { maxPerOrder: "maxPerOrderInvalid" } });
    expect((await productRow(id))!.maxPerOrder).toBe(12);

    const answer = await post(id, await editForm(id, { maxPerOrder: "4" }));
    expect(answer.status).toBe(200);
    const [update] = (await auditOf(id)).filter((entry) => entry.action === "product.update");
    expect(update).toMatchObject({ before: { maxPerOrder: 12 }, after: { maxPerOrder: 4 } });
    expect(await productBySlug(handle.db, "yuzu-chews")).toMatchObject({ maxPerOrder: 4 });
  });

  it("saves the Spanish name and description, audited, and Spanish shoppers read them; empty means English", async () => {
    const id = await createdId(
      valid({ name: "Yuzu Drops", slug: "yuzu-drops", description: "Tart yuzu drops." }),
    );
    const answer = await post(
      id,
      await editForm(id, { nameEs: "Caramelos de yuzu", descriptionEs: "Caramelos ácidos de yuzu." }),
    );
    expect(answer.status).toBe(200);
    const [update] = (await auditOf(id)).filter((entry) => entry.action === "product.update");
    expect(update).toMatchObject({ before: { nameEs: null }, after: { nameEs: "Caramelos de yuzu" } });
    expect(await productBySlug(handle.db, "yuzu-drops", "es")).toMatchObject({
      name: "Caramelos de yuzu",
      description: "Caramelos ácidos de yuzu.",
    });

    await post(id, await editForm(id, { nameEs: "", descriptionEs: "" }));
    expect(await productBySlug(handle.db, "yuzu-drops", "es")).toMatchObject({
      name: "Yuzu Drops",
      description: "Tart yuzu drops.",
    });
  });

  it("asks for a reason when the stock changes, and records the change with it in the ledger", async () => {
    const id = await createdId(valid({ name: "Ramune Candy", stockQuantity: "10" }));
    const refused = await post(id, await editForm(id, { stockQuantity: "25" }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { stockReason: "stockReasonRequired" } });
    expect((await productRow(id))!.stockQuantity).toBe(10);

    const saved = await post(
      id,
      await editForm(id, { stockQuantity: "25", stockReason: "restock", stockNote: "PO 1234" }),
    );
    expect(saved.status).toBe(200);
    expect((await productRow(id))!.stockQuantity).toBe(25);
    expect((await movementsOf(id)).at(-1)).toMatchObject({
      change: 15,
      stockAfter: 25,
      reason: "restock",
      note: "PO 1234",
      actorId: admin.id,
    });
    const [stockEntry] = (await auditOf(id)).filter((entry) => entry.action === "stock.adjust");
    expect(stockEntry).toMatchObject({
      before: { stockQuantity: 10 },
      after: { stockQuantity: 25, reason: "restock" },
    });
  });

  it("applies the difference to the stock as it is now: units reserved by a checkout meanwhile are kept", async () => {
    const id = await createdId(valid({ name: "Hi-Chew Grape", stockQuantity: "10" }));
    const form = await editForm(id, { stockQuantity: "15", stockReason: "restock" });
    // A checkout reserves 3 units after the admin opened the form.
    await handle.db.update(products).set({ stockQuantity: 7 }).where(eq(products.id, id));

    expect((await post(id, form)).status).toBe(200);
    expect((await productRow(id))!.stockQuantity).toBe(12);
    expect((await movementsOf(id)).at(-1)).toMatchObject({ change: 5, stockAfter: 12 });
  });

  it("refuses a decrease that orders made impossible meanwhile (409), changing nothing", async () => {
    const id = await createdId(valid({ name: "Pocky Strawberry", stockQuantity: "10", price: "3.00" }));
    const form = await editForm(id, { stockQuantity: "4", stockReason: "damaged", price: "3.50" });
    await handle.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, id));

    const answer = await post(id, form);
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ errors: { stockQuantity: "stockBelowZero" } });
    // The whole save rolled back: neither the price nor the stock moved, nothing was logged.
    expect(await productRow(id)).toMatchObject({ stockQuantity: 2, priceCents: 300 });
    expect(await movementsOf(id)).toHaveLength(1);
    expect((await auditOf(id)).map((entry) => entry.action)).not.toContain("product.update");
  });

  it("refuses a save without the count the form showed (400), changing nothing", async () => {
    const id = await createdId(valid({ name: "Yan Yan Strawberry", stockQuantity: "10" }));
    const crafted: Record<string, string> = await editForm(id, {
      stockQuantity: "50",
      stockReason: "restock",
      price: "9.99",
    });
    delete crafted.stockBefore;
    const answer = await post(id, crafted);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ status: "malformed" });
    expect(await productRow(id)).toMatchObject({ stockQuantity: 10, priceCents: 649 });
    expect(await movementsOf(id)).toHaveLength(1);
  });

  it("answers 404 for a product that does not exist, and 400 for an unknown intent", async () => {
    const missing = "00000000-0000-0000-0000-000000000000";
    expect((await post(missing, valid({ stockBefore: "10" }))).status).toBe(404);
    const loaded = await callRoute(
      editLoader,
      requestAs(admin.cookie, `/admin/products/${missing}`),
      context(),
      { id: missing },
    );
    expect(loaded.status).toBe(404);
    const id = await createdId(valid({ name: "Intent Test" }));
    expect((await post(id, { intent: "explode" })).status).toBe(400);
  });
});

describe("deleting a product", () => {
  it("deactivates a product that an order includes, and the storefront stops showing it", async () => {
    const id = await createdId(valid({ name: "Ordered Candy", slug: "ordered-candy" }));
    const order = await insertPendingOrder(handle.db, {
      paymentId: "pi_products_admin",
      provider: "sandbox",
    });
    await handle.db.insert(orderLines).values({
      orderId: order.id,
      productId: id,
      productName: "Ordered Candy",
      productSlug: "ordered-candy",
      unitPriceCents: 649,
      quantity: 1,
    });

    const answer = await post(id, { intent: "delete" });
    expect(answer.data).toEqual({ intent: "delete", status: "deactivated" });
    expect(await productRow(id)).toMatchObject({ isActive: false });
    expect(await productBySlug(handle.db, "ordered-candy")).toBeNull();
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "product.deactivate",
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it("deletes a product that no order includes, and audits what it was", async () => {
    const id = await createdId(valid({ name: "Never Ordered", slug: "never-ordered" }));
    let changes = 0;
    const stop = onCatalogueChange(() => changes++);
    const answer = await post(id, { intent: "delete" });
    stop();
    expect(changes).toBe(1);
    expect(answer.data).toEqual({ intent: "delete", status: "deleted" });
    expect(await productRow(id)).toBeUndefined();
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "product.delete", after: null });
    expect(entry!.before).toMatchObject({ name: "Never Ordered", slug: "never-ordered" });
  });
});

describe("the product table", () => {
  const list = (search: string) =>
    callRoute(listLoader, requestAs(admin.cookie, `/admin/products${search}`), context(), {});

  it("searches by name, brand or slug, and lists inactive products too", async () => {
    const id = await createdId(valid({ name: "Zzyzx Sour Straws", brand: "Qwertyco", slug: "zzyzx-sour" }));
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    for (const q of ["zzyzx", "QWERTY", "zzyzx-sour"]) {
      const answer = await list(`?q=${q}`);
      expect(answer.data.page.rows.map((row) => row.id)).toEqual([id]);
    }
    expect((await list("?q=zzyzx&active=yes")).data.page.rows).toEqual([]);
    // The admin's % and _ are searched for as they are, not as wildcards.
    expect((await list("?q=zz%25x")).data.page.rows).toEqual([]);
    expect((await list("?q=zzy_x")).data.page.rows).toEqual([]);
  });

  it("filters low stock and sorts by stock, 20 a page", async () => {
    const answer = await list("?lowStock=1&sort=stock-desc");
    const stocks = answer.data.page.rows.map((row) => row.stockQuantity);
    expect(stocks.length).toBeGreaterThan(0);
    expect(stocks.every((stock) => stock <= 5)).toBe(true);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));

    const all = await list("?page=2");
    expect(all.data.page.rows).toHaveLength(20);
    expect(all.data.page.page).toBe(2);
    expect(all.data.page.total).toBe(await handle.db.$count(products));
  });

  it("names the categories in the admin's language, the list's and the form's", async () => {
    const [category] = await handle.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(category!.nameEs).toBeTruthy();
    const inSpanish = await list(`?category=${category!.slug}&lang=es`);
    expect(inSpanish.data.page.rows[0]!.categoryName).toBe(category!.nameEs);
    expect(inSpanish.data.categories.find((option) => option.id === categoryId)!.name).toBe(category!.nameEs);
    const inEnglish = await list(`?category=${category!.slug}`);
    expect(inEnglish.data.page.rows[0]!.categoryName).toBe(category!.name);
  });

  it("filters by category and featured", async () => {
    const [category] = await handle.db.select().from(categories).where(eq(categories.id, categoryId));
    const answer = await list(`?category=${category!.slug}&featured=yes`);
    const expected = await handle.db.$count(
      products,
      and(eq(products.categoryId, categoryId), eq(products.featured, true)),
    );
    expect(answer.data.page.total).toBe(expected);
    expect(answer.data.page.rows.every((row) => row.featured && row.categoryName === category!.name)).toBe(
      true,
    );
  });
});
