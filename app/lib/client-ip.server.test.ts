import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.server";

describe("clientIp", () => {
  it("is the connecting peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientIp("::ffff:198.51.100.4", "203.0.113.9", 0)).toBe("198.51.100.4");
  });

  it("behind one proxy, is the address that proxy saw (the rightmost entry)", () => {
    expect(clientIp("10.0.0.2", "1.2.3.4, 203.0.113.9", 1)).toBe("203.0.113.9");
  });

  it("behind two proxies, is the second entry from the right; a forged left part is ignored", () => {
    expect(clientIp("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", 2)).toBe("203.0.113.9");
  });

  it("falls back to the peer without the header", () => {
    expect(clientIp("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });
});
