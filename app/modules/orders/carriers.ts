/**
 * The carriers the shop knows and their public tracking pages (issue 30, item 2). The admin types
 * the carrier's name when shipping (free text, as before): a known name in any spelling ("UPS",
 * "ups ground", "FedEx", "Fed Ex", "DHL Express") links to that carrier's page for the tracking
 * number; any other carrier is shown without a link.
 */

interface KnownCarrier {
  /** Matched against the typed name, lower case, letters and digits only. */
  pattern: RegExp;
  url: (trackingNumber: string) => string;
}

const KNOWN_CARRIERS: readonly KnownCarrier[] = [
  { pattern: /^usps/, url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { pattern: /^ups/, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { pattern: /^fedex/, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { pattern: /^dhl/, url: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}` },
  {
    pattern: /^correos/,
    url: (n) => `https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=${n}`,
  },
  {
    pattern: /^canadapost/,
    url: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${n}`,
  },
  { pattern: /^royalmail/, url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
];

/** The names an admin may pick from when shipping (the form offers them; any other is allowed). */
export const CARRIER_SUGGESTIONS = ["USPS", "UPS", "FedEx", "DHL", "Correos", "Canada Post", "Royal Mail"];

/**
 * The carrier's tracking page for `trackingNumber`, or null for a carrier the shop does not
 * know. The number goes into the address encoded (the admin's form allows letters, digits,
 * spaces and dashes; spaces are dropped, as carriers print them for reading only).
 */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
  const name = carrier.toLowerCase().replace(/[^a-z0-9]/g, "");
  const number = trackingNumber.replace(/\s+/g, "");
  if (!name || !number) return null;
  const known = KNOWN_CARRIERS.find((candidate) => candidate.pattern.test(name));
  return known ? known.url(encodeURIComponent(number)) : null;
}
