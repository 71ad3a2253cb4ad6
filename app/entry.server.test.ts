import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

function args(aborted = false) {
  const controller = new AbortController();
  if (aborted) controller.abort();
  const logger = { error: vi.fn() };
  const request = new Request("http://shop.test/products?token=secret", { signal: controller.signal });
  const call = { request, context: { logger }, params: {} } as unknown as LoaderFunctionArgs;
  return { logger, call };
}

describe("handleError", () => {
  it("logs an unexpected error through the request's logger, with the path and no query string", () => {
    const { logger, call } = args();
    const error = new Error("boom");
    handleError(error, call);
    expect(logger.error).toHaveBeenCalledWith(
      { err: error, method: "GET", path: "/products" },
      "route error",
    );
  });

  it("stays quiet for an answer given on purpose (a 404 or 403) and for a request the browser gave up", () => {
    const deliberate = args();
    handleError({ status: 404, statusText: "Not Found", internal: false, data: null }, deliberate.call);
    expect(deliberate.logger.error).not.toHaveBeenCalled();
    const abandoned = args(true);
    handleError(new Error("aborted"), abandoned.call);
    expect(abandoned.logger.error).not.toHaveBeenCalled();
  });
});
