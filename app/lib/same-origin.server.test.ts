import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin.server";

const post = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/api/create-payment-intent", { method: "POST", headers });

describe("isSameOrigin", () => {
  it("accepts the public origin and the request's own host", () => {
    expect(isSameOrigin(post({ Origin: "https://shop.example" }), "https://shop.example")).toBe(true);
    expect(isSameOrigin(post({ Origin: "http://127.0.0.1:3000" }), "https://shop.example")).toBe(true);
  });

  it("refuses another site, a malformed origin and a cross-site fetch without Origin", () => {
    expect(isSameOrigin(post({ Origin: "https://evil.example" }), "https://shop.example")).toBe(false);
    expect(isSameOrigin(post({ Origin: "null" }), "https://shop.example")).toBe(false);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "cross-site" }), "https://shop.example")).toBe(false);
  });

  it("compares the whole origin: another scheme or port of the same host is another site", () => {
    expect(isSameOrigin(post({ Origin: "https://127.0.0.1:3000" }), "https://shop.example")).toBe(false);
    expect(isSameOrigin(post({ Origin: "http://127.0.0.1:4000" }), "https://shop.example")).toBe(false);
    expect(isSameOrigin(post({ Origin: "http://shop.example" }), "https://shop.example")).toBe(false);
    expect(isSameOrigin(post({ Origin: "https://shop.example:443" }), "https://shop.example")).toBe(true);
  });

  it("lets a non-browser client without Origin through", () => {
    expect(isSameOrigin(post({}), "https://shop.example")).toBe(true);
  });
});
