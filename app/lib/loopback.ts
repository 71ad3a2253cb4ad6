/**
 * This machine's own addresses. The shop relaxes a few rules for a local demo only (the whole
 * e-mail in the log, the development mailbox): those rules ask here.
 */

const IPV4_LOOPBACK = /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** Whether a connection's own address (never a header's) is this machine. */
export function isLoopbackAddress(ip: string): boolean {
  return ip === "::1" || IPV4_LOOPBACK.test(ip);
}

/** Whether a URL (PUBLIC_URL) names this machine: `localhost`, 127.x.x.x or [::1]. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    ({ hostname } = new URL(url));
  } catch {
    return false;
  }
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "[::1]" ||
    isLoopbackAddress(hostname)
  );
}
