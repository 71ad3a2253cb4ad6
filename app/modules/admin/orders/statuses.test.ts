import { expect, it } from "vitest";
import { orderStatuses } from "~/db/schema";
import { ORDER_STATUSES } from "./statuses";

it("lists the same statuses as the database schema, in its order", () => {
  expect(ORDER_STATUSES).toEqual(orderStatuses);
});
