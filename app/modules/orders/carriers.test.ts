import { describe, expect, it } from "vitest";
import { carrierTrackingUrl } from "./carriers";

describe("carrierTrackingUrl", () => {
  it("links a known carrier in any spelling to its tracking page", () => {
    expect(carrierTrackingUrl("UPS", "1Z999AA10123456784")).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    expect(carrierTrackingUrl("Fed Ex", "7489 2345 1234")).toBe(
      "https://www.fedex.com/fedextrack/?trknbr=748923451234",
    );
    expect(carrierTrackingUrl("usps priority", "9400111899223")).toContain("tLabels=9400111899223");
    expect(carrierTrackingUrl("DHL Express", "JD0146")).toContain("tracking-id=JD0146");
  });

  it("gives no link for a carrier it does not know, or without a number", () => {
    expect(carrierTrackingUrl("Candy Couriers", "ABC123")).toBeNull();
    expect(carrierTrackingUrl("UPS", " ")).toBeNull();
    expect(carrierTrackingUrl("", "ABC123")).toBeNull();
  });

  it("encodes what goes into the address", () => {
    expect(carrierTrackingUrl("UPS", "A&B=C")).toBe("https://www.ups.com/track?tracknum=A%26B%3DC");
  });
});
