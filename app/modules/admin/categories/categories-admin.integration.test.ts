import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { auditLog, categories, products } from "~/db/schema";
import { categoryBySlug, listCategories } from "~/modules/catalog/categories.server";
import { onCatalogueChange } from "~/modules/catalog/catalogue-changes.server";
import { action as editAction, loader as editLoader } from "~/routes/admin/categories.$id";
import { loader as listLoader } from "~/routes/admin/categories";
import type { AdminCategoryRow } from "./categories.server";
import { CATEGORY_LIMITS } from "./category-form";

/**
 * The admin's categories through their routes as the pages call them: the list, the texts of one
 * saved in both languages (empty Spanish stored as null, so the English stands in), the form's
 * checks (400, nothing written), the audit entry and the storefront seeing the change at once.
 */

const handle = testDatabase({ catalogue: true });
let admin: TestShopper;
let shopper: TestShopper;
/** The demo category these tests edit. */
let japanese: typeof categories.$inferSelect;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([
    createShopper(handle, { email: "category-admin@sweettrip.test", isAdmin: true }),
    createShopper(handle),
  ]);
  japanese = (await handle.db.select().from(categories).where(eq(categories.slug, "japanese-snacks")))[0]!;
});

const context = () => testContext(handle);

const post = (id: string, fields: Record<string, string>, cookie: string | null = admin.cookie) =>
  callRoute(editAction, postForm(`/admin/categories/${id}`, fields, { cookie }), context(), { id });

const row = async (id: string) =>
  (await handle.db.select().from(categories).where(eq(categories.id, id)))[0]!;

const auditOf = (id: string) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "category"), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt));

/** Posts the form and counts the storefront's cache drops it causes. */
async function save(id: string, fields: Record<string, string>, cookie: string | null = admin.cookie) {
  let drops = 0;
  const stop = onCatalogueChange(() => drops++);
  try {
    return { answer: await post(id, { intent: "save", ...fields }, cookie), drops };
  } finally {
    stop();
  }
}

/** The form as the edit page sends it for the category as stored, with `changes`. */
async function formOf(id: string, changes: Record<string, string> = {}) {
  const stored = await row(id);
  return {
    name: stored.name,
    description: stored.description ?? "",
    nameEs: stored.nameEs ?? "",
    descriptionEs: stored.descriptionEs ?? "",
    ...changes,
  };
}

describe("the categories list", () => {
  it("shows every category by name with its products and whether its Spanish is there", async () => {
    const answer = await callRoute(listLoader, requestAs(admin.cookie, "/admin/categories"), context());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const list = (answer.data as { categories: AdminCategoryRow[] }).categories;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((category) => category.name)).toEqual(
      [...list.map((category) => category.name)].sort((a, b) => a.localeCompare(b)),
    );
    const total = list.reduce((sum, category) => sum + category.productCount, 0);
    expect(total).toBe(await handle.db.$count(products));
    expect(list.find((category) => category.slug === "japanese-snacks")).toMatchObject({
      name: "Japanese Snacks",
      nameEs: japanese.nameEs,
      productCount: await handle.db.$count(products, eq(products.categoryId, japanese.id)),
      // The demo catalogue comes with its Spanish.
      nameMissing: false,
      descriptionMissing: false,
    });
  });

  it("is for admins only", async () => {
    const asShopper = await callRoute(listLoader, requestAs(shopper.cookie, "/admin/categories"), context());
    expect(asShopper.status).toBe(403);
    const anonymous = await callRoute(listLoader, requestAs(null, "/admin/categories"), context());
    expect(anonymous.location).toBe("/login?redirectTo=%2Fadmin%2Fcategories");
  });
});

describe("editing a category's texts", () => {
  it("opens with both languages' texts and the category's product count; a made-up id is 404", async () => {
    const answer = await callRoute(
      editLoader,
      requestAs(admin.cookie, `/admin/categories/${japanese.id}`),
      context(),
      { id: japanese.id },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      category: {
        id: japanese.id,
        slug: "japanese-snacks",
        name: japanese.name,
        description: japanese.description,
        nameEs: japanese.nameEs,
        descriptionEs: japanese.descriptionEs,
        productCount: await handle.db.$count(products, eq(products.categoryId, japanese.id)),
      },
    });
    for (const id of ["00000000-0000-0000-0000-000000000000", "not-an-id"]) {
      const missing = await callRoute(
        editLoader,
        requestAs(admin.cookie, `/admin/categories/${id}`),
        context(),
        {
          id,
        },
      );
      expect(missing.status, id).toBe(404);
    }
  });

  it("saves both languages, trimmed, audits what changed and the storefront shows it in each language at once", async () => {
    const before = await row(japanese.id);
    const { answer, drops } = await save(japanese.id, {
      name: "  Japanese Snacks & Sweets ",
      description: "Pocky, KitKat and more.\nStraight from Tokyo.",
      nameEs: " Dulces y snacks japoneses",
      descriptionEs: "Pocky, KitKat y mucho más.\nDirectos de Tokio.",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ intent: "save", status: "saved" });
    expect(drops).toBe(1);

    expect(await row(japanese.id)).toMatchObject({
      slug: "japanese-snacks",
      name: "Japanese Snacks & Sweets",
      description: "Pocky, KitKat and more.\nStraight from Tokyo.",
      nameEs: "Dulces y snacks japoneses",
      descriptionEs: "Pocky, KitKat y mucho más.\nDirectos de Tokio.",
    });
    expect(await categoryBySlug(handle.db, "japanese-snacks", "es")).toMatchObject({
      name: "Dulces y snacks japoneses",
      description: "Pocky, KitKat y mucho más.\nDirectos de Tokio.",
    });
    expect(await categoryBySlug(handle.db, "japanese-snacks", "en")).toMatchObject({
      name: "Japanese Snacks & Sweets",
    });

    const [entry, ...older] = await auditOf(japanese.id);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "category.update",
      entityType: "category",
      entityId: japanese.id,
      before: {
        name: before.name,
        description: before.description,
        nameEs: before.nameEs,
        descriptionEs: before.descriptionEs,
      },
      after: {
        name: "Japanese Snacks & Sweets",
        description: "Pocky, KitKat and more.\nStraight from Tokyo.",
        nameEs: "Dulces y snacks japoneses",
        descriptionEs: "Pocky, KitKat y mucho más.\nDirectos de Tokio.",
      },
    });
  });

  it("stores an empty Spanish text as null, so Spanish pages show the English; the audit keeps only that change", async () => {
    const { answer } = await save(
      japanese.id,
      await formOf(japanese.id, { nameEs: "   ", descriptionEs: "" }),
    );
    expect(answer.status).toBe(200);
    const stored = await row(japanese.id);
    expect(stored).toMatchObject({ nameEs: null, descriptionEs: null });

    // categoryName() and the description fall back to the English on every Spanish page.
    expect(await categoryBySlug(handle.db, "japanese-snacks", "es")).toMatchObject({
      name: stored.name,
      description: stored.description,
    });
    const spanishList = await listCategories(handle.db, "es");
    expect(spanishList.find((category) => category.slug === "japanese-snacks")?.name).toBe(stored.name);

    const [entry] = await auditOf(japanese.id);
    expect(entry).toMatchObject({
      before: {
        nameEs: "Dulces y snacks japoneses",
        descriptionEs: "Pocky, KitKat y mucho más.\nDirectos de Tokio.",
      },
      after: { nameEs: null, descriptionEs: null },
    });
    expect(Object.keys(entry!.after!).sort()).toEqual(["descriptionEs", "nameEs"]);
  });

  it("writes nothing, and drops no cached page, when nothing changed", async () => {
    const entries = (await auditOf(japanese.id)).length;
    const { answer, drops } = await save(japanese.id, await formOf(japanese.id));
    expect(answer.data).toEqual({ intent: "save", status: "saved" });
    expect(drops).toBe(0);
    expect(await auditOf(japanese.id)).toHaveLength(entries);
  });

  it("refuses bad input with a message code under each field and changes nothing (400)", async () => {
    const before = await row(japanese.id);
    const entries = (await auditOf(japanese.id)).length;
    const { answer, drops } = await save(japanese.id, {
      name: "  ",
      description: "Fine\nwith a line break",
      nameEs: "Dulces\u0007",
      descriptionEs: "x".repeat(CATEGORY_LIMITS.descriptionMax + 1),
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      intent: "save",
      status: "invalid",
      errors: { name: "required", nameEs: "invalidCharacters", descriptionEs: "tooLong" },
    });

    const more = await save(japanese.id, {
      name: "N".repeat(CATEGORY_LIMITS.nameMax + 1),
      description: "Nul\u0000byte",
      nameEs: "Tab\tin a one-line name",
    });
    expect(more.answer.status).toBe(400);
    expect(more.answer.data).toMatchObject({
      errors: { name: "tooLong", description: "invalidCharacters", nameEs: "invalidCharacters" },
    });

    expect(drops + more.drops).toBe(0);
    expect(await row(japanese.id)).toEqual(before);
    expect(await auditOf(japanese.id)).toHaveLength(entries);
  });

  it("answers 404 for a category that does not exist, and 400 for an unknown intent", async () => {
    const form = await formOf(japanese.id);
    for (const id of ["00000000-0000-0000-0000-000000000000", "not-an-id"]) {
      const { answer } = await save(id, form);
      expect(answer.status, id).toBe(404);
      expect(answer.data).toEqual({ intent: "save", status: "not-found" });
    }
    const unknown = await post(japanese.id, { intent: "delete", ...form });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({ intent: null, status: "unknown-intent" });
  });

  it("refuses shoppers (403), anonymous visitors (to /login) and other sites' pages (403), changing nothing", async () => {
    const before = await row(japanese.id);
    const entries = (await auditOf(japanese.id)).length;
    const form = await formOf(japanese.id, { nameEs: "Hackeado" });

    const asShopper = await save(japanese.id, form, shopper.cookie);
    expect(asShopper.answer.status).toBe(403);
    const anonymous = await save(japanese.id, form, null);
    expect(anonymous.answer.status).toBe(302);
    expect(anonymous.answer.location).toMatch(/^\/login/);
    const crossSite = await callRoute(
      editAction,
      postForm(
        `/admin/categories/${japanese.id}`,
        { intent: "save", ...form },
        { cookie: admin.cookie, headers: { Origin: "https://evil.example" } },
      ),
      context(),
      { id: japanese.id },
    );
    expect(crossSite.status).toBe(403);

    const asShopperPage = await callRoute(
      editLoader,
      requestAs(shopper.cookie, `/admin/categories/${japanese.id}`),
      context(),
      { id: japanese.id },
    );
    expect(asShopperPage.status).toBe(403);

    expect(asShopper.drops + anonymous.drops).toBe(0);
    expect(await row(japanese.id)).toEqual(before);
    expect(await auditOf(japanese.id)).toHaveLength(entries);
  });
});
