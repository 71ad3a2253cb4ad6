import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type LoaderFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { watchDatabase } from "./db/availability.server";
import { handleError } from "./entry.server";

function args(aborted = false) {
  const controller = new AbortController();
  if (aborted) controller.abort();
  const logger = { error: vi.fn() };
  const request = new Request("http://shop.test/products?token=secret", { signal: controller.signal });
  const databaseAvailability = watchDatabase({
    ping: () =>
      Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432", { cause: { code: "ECONNREFUSED" } })),
    logger: { warn: vi.fn(), info: vi.fn() },
  });
  const call = {
    request,
    context: { logger, databaseAvailability },
    params: {},
  } as unknown as LoaderFunctionArgs;
  return { logger, call, databaseAvailability };
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

  it("stays quiet for React Router's own refusal of a request (a POST to a page without an action)", () => {
    const { logger, call } = args();
    const refusal = Object.assign(new ErrorResponseImpl(405, "Method Not Allowed", null, true), {
      error: new Error(
        'You made a POST request to "/" but did not provide an `action` for route "routes/home"',
      ),
    });
    handleError(refusal, call);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("hands an unreachable database to the watch, which logs the outage once, instead of logging each request", () => {
    const { logger, call, databaseAvailability } = args();
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    handleError(new Error("Failed query: select 1", { cause: refused }), call);
    handleError(new Error("Failed query: select 2", { cause: refused }), call);
    expect(logger.error).not.toHaveBeenCalled();
    expect(databaseAvailability.isDown()).toBe(true);
    databaseAvailability.stop();
  });
});
