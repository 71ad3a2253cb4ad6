import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasSessionCookie } from "~/modules/accounts/session-cookie";
import { hasSignedInHint } from "~/lib/signed-in-hint";
import { keepSignedInHint } from "./signed-in-hint";

let base: string;
let server: ReturnType<express.Express["listen"]>;

beforeAll(async () => {
  const app = express();
  app.use(keepSignedInHint(hasSessionCookie));
  app.get("/", (_req, res) => res.end("page"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const setCookie = async (cookie?: string) =>
  (await fetch(base, { headers: cookie ? { cookie } : {} })).headers.get("set-cookie");

describe("keepSignedInHint", () => {
  it("sets the hint when a session cookie comes without it", async () => {
    expect(await setCookie("better-auth.session_token=abc")).toBe("st_signed_in=1; Path=/; SameSite=Lax");
  });

  it("clears the hint when it comes without a session", async () => {
    expect(await setCookie("st_signed_in=1")).toBe("st_signed_in=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("says nothing when they agree", async () => {
    expect(await setCookie()).toBeNull();
    expect(await setCookie("better-auth.session_token=abc; st_signed_in=1")).toBeNull();
  });
});

describe("hasSignedInHint", () => {
  it("reads the hint from a cookie header", () => {
    expect(hasSignedInHint("a=b; st_signed_in=1")).toBe(true);
    expect(hasSignedInHint("st_signed_in=")).toBe(false);
    expect(hasSignedInHint(null)).toBe(false);
  });
});
