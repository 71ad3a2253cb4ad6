import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasSessionCookie } from "~/modules/accounts/session-cookie";
import { keepSignedInAnswersPrivate } from "./private-answers";

let base: string;
let server: ReturnType<express.Express["listen"]>;

beforeAll(async () => {
  const app = express();
  app.use(keepSignedInAnswersPrivate((req) => hasSessionCookie(req.headers.cookie)));
  app.get("/public", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=60, s-maxage=300");
    res.end("page");
  });
  app.get("/media/image.webp", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.end("image");
  });
  app.get("/private", (_req, res) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.end("page");
  });
  app.get("/cart", (_req, res) => res.end("page without a word on caching"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cacheControl = async (path: string, cookie?: string) =>
  (await fetch(base + path, { headers: cookie ? { Cookie: cookie } : {} })).headers.get("Cache-Control");

describe("keepSignedInAnswersPrivate", () => {
  it("leaves anonymous answers public", async () => {
    expect(await cacheControl("/public")).toBe("public, max-age=60, s-maxage=300");
    expect(await cacheControl("/public", "site-lang=es")).toBe("public, max-age=60, s-maxage=300");
  });

  it("makes a signed-in visitor's copy of a public page private (also behind the https cookie prefix)", async () => {
    expect(await cacheControl("/public", "better-auth.session_token=abc.def")).toBe("private, no-cache");
    expect(await cacheControl("/public", "site-lang=en; __Secure-better-auth.session_token=abc")).toBe(
      "private, no-cache",
    );
  });

  it("leaves an immutable file (an uploaded image) cacheable for a signed-in visitor too", async () => {
    expect(await cacheControl("/media/image.webp", "better-auth.session_token=abc")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("makes a signed-in visitor's answer that says nothing of caching private and never stored", async () => {
    expect(await cacheControl("/cart", "better-auth.session_token=abc")).toBe("private, no-store");
    expect(await cacheControl("/cart")).toBeNull();
  });

  it("keeps private answers as they are", async () => {
    expect(await cacheControl("/private", "better-auth.session_token=abc")).toBe("private, no-store");
  });
});
