import { describe, expect, it } from "vitest";
import { listSearchString, parseListParams } from "~/modules/catalog/list-params";
import { filteredListDataPaths } from "./routes";

describe("the bench's filtered lists", () => {
  // A list asked for with its filters in another order is redirected to its canonical address
  // (decision 071): the row would time redirects instead of counts.
  it.each(filteredListDataPaths)("asks for %s at its canonical address", (path) => {
    const query = path.slice(path.indexOf("?") === -1 ? path.length : path.indexOf("?"));
    expect(query).toBe(listSearchString(parseListParams(new URLSearchParams(query))));
  });
});
