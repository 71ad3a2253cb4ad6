/**
 * The client's address for per-client limits. With `trustedProxies` = 0 it is the connecting
 * peer; behind N proxies (TRUST_PROXY=N) it is the address the outermost trusted proxy saw: the
 * N-th entry of X-Forwarded-For counted from the right. Entries further left are the client's
 * own claims and are never trusted.
 */
export function clientIp(
  peerAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  const peer = normalize(peerAddress ?? "") || "unknown";
  if (trustedProxies <= 0 || !forwardedFor) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => normalize(entry.trim()))
    .filter(Boolean);
  if (hops.length === 0) return peer;
  return hops[Math.max(0, hops.length - trustedProxies)]!;
}

/** `::ffff:203.0.113.7` (IPv4 on an IPv6 socket) is `203.0.113.7`. */
function normalize(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
