import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from "~/config/body-limits";
import { refuseCrossSiteForms, refuseUnsupportedRequests } from "./request-guards";

let base: string;
let server: ReturnType<express.Express["listen"]>;

beforeAll(async () => {
  const app = express();
  app.use(refuseUnsupportedRequests);
  app.use(refuseCrossSiteForms(() => "https://shop.example"));
  app.all(/.*/, (_req, res) => res.send("reached the shop"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (path: string, method: string, contentType?: string, body?: string) =>
  fetch(`${base}${path}`, { method, headers: contentType ? { "Content-Type": contentType } : {}, body });

describe("refuseUnsupportedRequests", () => {
  it("lets GET, HEAD and form posts to pages through", async () => {
    expect(await (await send("/", "GET")).text()).toBe("reached the shop");
    expect((await send("/", "HEAD")).status).toBe(200);
    expect((await send("/contact", "POST", "application/x-www-form-urlencoded", "a=1")).status).toBe(200);
    expect((await send("/contact", "POST", "multipart/form-data; boundary=x", "--x--")).status).toBe(200);
  });

  it("answers 405 with Allow to other methods, as JSON under /api/", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await send("/", method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    // fetch refuses to send TRACE; a raw request does.
    const trace = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/`, { method: "TRACE" }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      request.on("error", reject);
      request.end();
    });
    expect(trace).toBe(405);
    const api = await send("/api/newsletter", "DELETE");
    expect(api.status).toBe(405);
    expect(await api.json()).toEqual({ error: "Method not allowed" });
  });

  it("answers 400 to an address with control characters or broken encoding in its path or query", async () => {
    for (const path of [
      "/search?q=a%00b",
      "/products?sort=%1b[2J",
      "/products/gummy%00",
      "/x?%7F=1",
      "/%E0%A4%A",
      "/api/x?q=%C2%85",
    ]) {
      const response = await send(path, "GET");
      expect(response.status, path).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(await (await send("/api/x?q=%00", "GET")).json()).toEqual({
      error: "The address contains characters that cannot be used",
    });
    for (const path of ["/search?q=caf%C3%A9%20%F0%9F%8D%AC", "/products?q=%25%27%22%3C", "/search?q=%FF"]) {
      expect((await send(path, "GET")).status, path).toBe(200);
    }
  });

  it("answers 415 to a page post that is not a form, and leaves API bodies to their endpoints", async () => {
    expect((await send("/contact", "POST", "application/json", "{}")).status).toBe(415);
    expect((await send("/login", "POST", "text/plain", "x")).status).toBe(415);
    expect((await send("/contact", "POST")).status).toBe(415);
    expect((await send("/api/newsletter", "POST", "application/json", "{}")).status).toBe(200);
  });

  it("refuses a body over 64 KB with 413 from its Content-Length, before reading it", async () => {
    const big = "a=" + "x".repeat(BODY_LIMIT_BYTES);
    const page = await send("/contact", "POST", "application/x-www-form-urlencoded", big);
    expect(page.status).toBe(413);
    const api = await send(
      "/api/create-payment-intent",
      "POST",
      "application/json",
      JSON.stringify({ x: big }),
    );
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ error: "Request body too large" });
    const fits = "a=" + "x".repeat(BODY_LIMIT_BYTES - 10);
    expect((await send("/contact", "POST", "application/x-www-form-urlencoded", fits)).status).toBe(200);
  });

  it("gives admin uploads (multipart under /admin/) their own, larger limit", async () => {
    const image = "--x\r\n" + "x".repeat(1024 * 1024) + "\r\n--x--";
    expect((await send("/admin/products/1", "POST", "multipart/form-data; boundary=x", image)).status).toBe(
      200,
    );
    expect((await send("/contact", "POST", "multipart/form-data; boundary=x", image)).status).toBe(413);
    const beyond = "--x\r\n" + "x".repeat(UPLOAD_LIMIT_BYTES) + "\r\n--x--";
    expect((await send("/admin/products/1", "POST", "multipart/form-data; boundary=x", beyond)).status).toBe(
      413,
    );
  });

  it("lets a payment provider's event be larger than a form", async () => {
    const event = JSON.stringify({ data: "x".repeat(200 * 1024) });
    expect((await send("/api/webhooks/stripe", "POST", "application/json", event)).status).toBe(200);
    expect((await send("/api/newsletter", "POST", "application/json", event)).status).toBe(413);
  });

  it("asks for a length (411) when a body comes without one", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/api/newsletter`,
        { method: "POST", headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      request.on("error", reject);
      request.write("{}");
      request.end();
    });
    expect(status).toBe(411);
  });
});

describe("refuseCrossSiteForms", () => {
  const form = "application/x-www-form-urlencoded";
  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": form, ...headers }, body: "a=1" });

  it("refuses a form posted to a page from another site: 403, said plainly, never stored", async () => {
    for (const headers of [
      { Origin: "https://evil.example" } as Record<string, string>,
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ]) {
      const refused = await post("/admin/coupons/new", headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.text()).toBe("Cross-site request refused");
      expect(refused.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("compares the whole origin: the shop's own host on another scheme or port is another site", async () => {
    const { port } = new URL(base);
    for (const origin of [base.replace("http:", "https:"), `http://127.0.0.1:${Number(port) + 1}`]) {
      expect((await post("/logout", { Origin: origin })).status, origin).toBe(403);
    }
  });

  it("lets the shop's own pages post, by its public address or the address asked for", async () => {
    expect(await (await post("/login", { Origin: "https://shop.example" })).text()).toBe("reached the shop");
    expect((await post("/login", { Origin: base, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    // A client that is not a browser sends neither header.
    expect((await post("/login", {})).status).toBe(200);
  });

  it("leaves reads, and the API's endpoints that check their own requests, alone", async () => {
    expect((await fetch(`${base}/login`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
    const api = await fetch(`${base}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(api.status).toBe(200);
  });
});
