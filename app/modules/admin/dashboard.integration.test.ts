import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopper } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/db/client.server";
import { users } from "~/db/schema";
import { loadDashboard } from "./dashboard.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("the dashboard's customers", () => {
  it("counts shoppers who confirmed their e-mail, not admins or accounts never confirmed", async () => {
    const before = (await loadDashboard(handle.db)).customerCount;
    await createShopper(handle);
    await createShopper(handle, { isAdmin: true });
    const unconfirmed = await createShopper(handle);
    await handle.db.update(users).set({ emailVerified: false }).where(eq(users.id, unconfirmed.id));
    expect((await loadDashboard(handle.db)).customerCount).toBe(before + 1);
  });
});
