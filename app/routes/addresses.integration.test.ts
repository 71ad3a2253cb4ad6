import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { addresses } from "~/db/schema";
import type { AddressActionResult } from "~/modules/accounts/address-results";
import { addAddress } from "~/modules/accounts/addresses.server";
import { MAX_ADDRESSES, type SavedAddress } from "~/modules/accounts/saved-address";
import { action, loader } from "./addresses";

const handle = testDatabase();

const home = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "+1 (503) 555-0199",
  address: "1 Candy Lane",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  country: "US",
};
const work = { ...home, address: "500 Office Park", zipCode: "97204", phone: "" };
const gift = { ...home, firstName: "Charles", lastName: "Babbage", address: "12 Gift Road", state: "" };

async function list(shopper: TestShopper): Promise<SavedAddress[]> {
  const answer = await callRoute(loader, requestAs(shopper.cookie, "/addresses"), testContext(handle));
  return (answer.data as { addresses: SavedAddress[] }).addresses;
}

async function send(shopper: TestShopper | null, fields: Record<string, string>) {
  const answer = await callRoute(
    action,
    postForm("/addresses", fields, { cookie: shopper?.cookie }),
    testContext(handle),
  );
  return { ...answer, data: answer.data as AddressActionResult };
}

async function create(shopper: TestShopper, fields: Record<string, string>): Promise<string> {
  const answer = await send(shopper, { intent: "create", ...fields });
  expect(answer.data).toMatchObject({ intent: "create", status: "saved" });
  return (answer.data as { id: string }).id;
}

const defaults = async (shopper: TestShopper) =>
  (await list(shopper)).filter((address) => address.isDefault).map((address) => address.address);

describe("GET /addresses", () => {
  it("sends a visitor to sign in and back", async () => {
    const answer = await callRoute(loader, requestAs(null, "/addresses"), testContext(handle));
    expect(answer.thrown).toBe(true);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/login?redirectTo=%2Faddresses");
  });

  it("lists the shopper's addresses, the default first then the newest, never cached", async () => {
    const shopper = await createShopper(handle);
    expect(await list(shopper)).toEqual([]);
    await create(shopper, home);
    await create(shopper, work);
    await create(shopper, gift);
    const answer = await callRoute(loader, requestAs(shopper.cookie, "/addresses"), testContext(handle));
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toMatchObject({ max: MAX_ADDRESSES });
    expect((await list(shopper)).map((address) => [address.address, address.isDefault])).toEqual([
      ["1 Candy Lane", true],
      ["12 Gift Road", false],
      ["500 Office Park", false],
    ]);
  });
});

describe("POST /addresses", () => {
  it("saves an address with the checkout's rules: trimmed, country US by default; the first one is the default", async () => {
    const shopper = await createShopper(handle);
    const id = await create(shopper, { ...home, firstName: "  Ada ", country: "" });
    expect(await list(shopper)).toEqual([{ ...home, id, isDefault: true }]);
    await create(shopper, work);
    expect(await defaults(shopper)).toEqual(["1 Candy Lane"]);
  });

  it("answers each field's problem as the checkout does, saving nothing", async () => {
    const shopper = await createShopper(handle);
    const answer = await send(shopper, {
      intent: "create",
      ...home,
      firstName: "",
      city: " ",
      zipCode: "",
      phone: "not a phone",
      country: "FR",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      intent: "create",
      status: "invalid",
      errors: {
        firstName: "required",
        city: "required",
        zipCode: "required",
        phone: "phoneInvalid",
        country: "countryInvalid",
      },
    });
    expect(await list(shopper)).toEqual([]);
  });

  it("edits an address", async () => {
    const shopper = await createShopper(handle);
    const id = await create(shopper, home);
    const answer = await send(shopper, { intent: "update", id, ...home, city: "Salem", zipCode: "97301" });
    expect(answer.data).toEqual({ intent: "update", status: "saved", id });
    expect(await list(shopper)).toEqual([{ ...home, city: "Salem", zipCode: "97301", id, isDefault: true }]);

    const invalid = await send(shopper, { intent: "update", id, ...home, address: "" });
    expect(invalid.data).toEqual({ intent: "update", status: "invalid", errors: { address: "required" } });
    expect((await list(shopper))[0]?.city).toBe("Salem");
  });

  it("makes another address the default, unsetting the old one", async () => {
    const shopper = await createShopper(handle);
    await create(shopper, home);
    const second = await create(shopper, work);
    const answer = await send(shopper, { intent: "default", id: second });
    expect(answer.data).toEqual({ intent: "default", status: "done", id: second });
    expect(await defaults(shopper)).toEqual(["500 Office Park"]);
    // Choosing the default again changes nothing.
    await send(shopper, { intent: "default", id: second });
    expect(await defaults(shopper)).toEqual(["500 Office Park"]);
  });

  it("deletes an address; deleting the default promotes the newest remaining one", async () => {
    const shopper = await createShopper(handle);
    const first = await create(shopper, home);
    await create(shopper, work);
    const third = await create(shopper, gift);

    expect((await send(shopper, { intent: "delete", id: third })).data).toEqual({
      intent: "delete",
      status: "done",
      id: third,
    });
    expect(await defaults(shopper)).toEqual(["1 Candy Lane"]);

    await create(shopper, gift);
    await send(shopper, { intent: "delete", id: first });
    expect(await defaults(shopper)).toEqual(["12 Gift Road"]);
    expect((await list(shopper)).map((address) => address.address)).toEqual([
      "12 Gift Road",
      "500 Office Park",
    ]);

    for (const address of await list(shopper)) await send(shopper, { intent: "delete", id: address.id });
    expect(await list(shopper)).toEqual([]);
  });

  it("never reads, edits, deletes or chooses another shopper's address: 404", async () => {
    const owner = await createShopper(handle);
    const stranger = await createShopper(handle);
    const id = await create(owner, home);
    await create(owner, work);
    await create(stranger, gift);
    const before = await list(owner);

    for (const fields of [
      { intent: "update", id, ...gift },
      { intent: "delete", id },
      { intent: "default", id },
    ]) {
      const answer = await send(stranger, fields);
      expect(answer.status, fields.intent).toBe(404);
      expect(answer.data).toEqual({ intent: fields.intent, status: "not-found" });
    }
    expect(await list(owner)).toEqual(before);
    expect((await list(stranger)).map((address) => address.address)).toEqual(["12 Gift Road"]);
    expect(await defaults(stranger)).toEqual(["12 Gift Road"]);

    // An id that is no address at all, or not even an id, is not found either.
    for (const unknown of [randomUUID(), "1; DROP TABLE addresses", ""]) {
      expect((await send(owner, { intent: "delete", id: unknown })).status).toBe(404);
    }
  });

  it("keeps at most 20 addresses, with a clear answer", async () => {
    const shopper = await createShopper(handle);
    for (let n = 0; n < MAX_ADDRESSES; n++) {
      await addAddress(handle.db, shopper.id, { ...home, address: `${n + 1} Candy Lane`, country: "US" });
    }
    const answer = await send(shopper, { intent: "create", ...gift });
    expect(answer.status).toBe(409);
    expect(answer.data).toEqual({ intent: "create", status: "limit", max: 20 });
    expect(await list(shopper)).toHaveLength(MAX_ADDRESSES);
  });

  it("has one default however many addresses are saved at once", async () => {
    const shopper = await createShopper(handle);
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        addAddress(handle.db, shopper.id, { ...home, address: `${n} Race Street`, country: "US" }),
      ),
    );
    const rows = await handle.db.select().from(addresses).where(eq(addresses.userId, shopper.id));
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it("answers an unknown intent with 400 and sends a visitor to sign in", async () => {
    const shopper = await createShopper(handle);
    const unknown = await send(shopper, { intent: "export" });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({ intent: null, status: "unknown-intent" });

    const anonymous = await send(null, { intent: "create", ...home });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Faddresses");
  });
});
