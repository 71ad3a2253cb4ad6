import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { users } from "~/db/schema";
import { loadDashboard } from "./dashboard.server";

const handle = testDatabase();

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
