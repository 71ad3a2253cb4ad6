import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { auditLog, products, storedFiles } from "~/db/schema";
import { productBySlug } from "~/modules/catalog/product-detail.server";
import { action as editAction } from "~/routes/admin/products.$id";
import { loader as mediaLoader } from "~/routes/media.$";
import { IMAGE_MAX_BYTES } from "./image-rules";

/**
 * Product images through the edit page's action and the /media route: what is accepted (by its
 * bytes, under the size limit), what the shop then serves (WebP in the shown sizes, cached for
 * good), reordering and removing.
 */

const handle = testDatabase({ catalogue: true });
let admin: TestShopper;
let product: { id: string; slug: string };

beforeAll(async () => {
  admin = await createShopper(handle, { isAdmin: true });
  // A product of the demo catalogue that no order includes; its artwork is /images/… files.
  const [row] = await handle.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.slug, "hostess-twinkies"));
  product = row!;
});

const context = () => testContext(handle);
const picture = (colour: string, width = 900, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

function upload(bytes: Uint8Array, name = "photo.png", type = "image/png") {
  const form = new FormData();
  form.set("intent", "image-add");
  form.set("image", new File([new Uint8Array(bytes)], name, { type }));
  const request = requestAs(admin.cookie, `/admin/products/${product.id}`, { method: "POST", body: form });
  return callRoute(editAction, request, context(), { id: product.id });
}

function post(fields: Record<string, string>) {
  const request = requestAs(admin.cookie, `/admin/products/${product.id}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return callRoute(editAction, request, context(), { id: product.id });
}

const imagesNow = async () =>
  (
    await handle.db
      .select({ imageUrls: products.imageUrls })
      .from(products)
      .where(eq(products.id, product.id))
  )[0]!.imageUrls;

const media = (url: string) =>
  callRoute(mediaLoader, requestAs(null, url), context(), { "*": url.slice("/media/".length) });

const storedCount = () => handle.db.$count(storedFiles, like(storedFiles.key, `products/${product.id}/%`));

describe("uploading a product image", () => {
  it("draws it as WebP in the shop's size and a thumbnail, serves it cached for good, and the storefront shows it", async () => {
    const before = await imagesNow();
    const answer = await upload(await picture("#e0218a"));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ intent: "image-add", status: "saved" });

    const after = await imagesNow();
    expect(after.slice(0, before.length)).toEqual(before);
    const url = after.at(-1)!;
    expect(url).toMatch(new RegExp(`^/media/products/${product.id}/[0-9a-f]{16}-600\\.webp$`));

    const served = await media(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await served.response!.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 600, height: 600 });

    const thumbnail = await media(url.replace("-600.webp", "-160.webp"));
    expect(await sharp(Buffer.from(await thumbnail.response!.arrayBuffer())).metadata()).toMatchObject({
      width: 160,
      height: 160,
    });

    expect((await productBySlug(handle.db, product.slug))!.imageUrls).toContain(url);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "product.image.add"));
    expect(entry).toMatchObject({
      entityId: product.id,
      before: { imageUrls: before },
      after: { imageUrls: after },
    });
  });

  it("refuses a file that is not a JPEG, PNG or WebP by its bytes, whatever its name and type say", async () => {
    const before = await imagesNow();
    const files = await storedCount();
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const html = Buffer.from("<svg onload=alert(1)></svg>");
    for (const bytes of [gif, html]) {
      const answer = await upload(bytes, "innocent.png", "image/png");
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ intent: "image-add", status: "invalid", problem: "wrongType" });
    }
    // The right first bytes but no image behind them.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    expect((await upload(fake)).data).toMatchObject({ problem: "unreadable" });
    expect(await imagesNow()).toEqual(before);
    expect(await storedCount()).toBe(files);
  });

  it("refuses a file over 5 MB (413) without storing anything", async () => {
    const files = await storedCount();
    const big = Buffer.concat([await picture("#123456", 10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const answer = await upload(big);
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({ status: "invalid", problem: "tooLarge" });
    expect(await storedCount()).toBe(files);
  });

  it("asks for a file when none is sent", async () => {
    expect((await upload(new Uint8Array())).data).toMatchObject({ problem: "missing" });
  });
});

describe("reordering and removing images", () => {
  it("moves an image earlier, then removes it with its stored files", async () => {
    await upload(await picture("#22aa55", 400, 800));
    const before = await imagesNow();
    const last = before.at(-1)!;

    expect((await post({ intent: "image-move", url: last, direction: "up" })).status).toBe(200);
    const moved = await imagesNow();
    expect(moved.at(-2)).toBe(last);
    expect(moved).toHaveLength(before.length);

    const files = await storedCount();
    expect((await post({ intent: "image-remove", url: last })).status).toBe(200);
    expect(await imagesNow()).not.toContain(last);
    expect(await storedCount()).toBe(files - 2);
    expect((await media(last)).status).toBe(404);
  });

  it("leaves the demo artwork's files alone when removing it from a gallery", async () => {
    const [artwork] = await imagesNow();
    expect(artwork).toMatch(/^\/images\//);
    const files = await storedCount();
    await post({ intent: "image-remove", url: artwork! });
    expect(await imagesNow()).not.toContain(artwork);
    expect(await storedCount()).toBe(files);
  });
});

describe("/media", () => {
  it("answers 404 for a key nobody stored", async () => {
    expect((await media("/media/products/nothing-here-600.webp")).status).toBe(404);
  });
});
