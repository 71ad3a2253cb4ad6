import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isLoopbackUrl } from "./loopback";

describe("loopback", () => {
  it("knows this machine's connection addresses", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(ip)).toBe(true);
    for (const ip of ["10.0.0.1", "192.168.1.2", "::ffff:10.0.0.1", "", "fe80::1"])
      expect(isLoopbackAddress(ip)).toBe(false);
  });

  it("knows a PUBLIC_URL that names this machine", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:4000",
      "http://[::1]:3000",
      "https://shop.localhost",
    ])
      expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of [
      "https://shop.example",
      "http://10.0.0.5:3000",
      "http://localhost.example.com",
      "not a url",
    ])
      expect(isLoopbackUrl(url), url).toBe(false);
  });
});
