/**
 * Where to send a visitor after signing in: a path on this site, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`), and never back to the sign-in pages.
 */
const AUTH_PAGES = ["/login", "/register", "/forgot-password", "/reset-password", "/auth/callback"];

export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\p{Cc}\\]/u.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0]!;
  if (AUTH_PAGES.includes(path)) return fallback;
  return value;
}
