import { z } from "zod";
import { isLoopbackUrl } from "~/lib/loopback";
import { parseMonths } from "~/lib/months";
import { isTimeZone } from "~/lib/time-zone";

/**
 * Every setting the shop reads, validated once at start (DESIGN section 4).
 * A bad value stops the start with one line naming the variable.
 */
const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
    .optional()
    .transform((value) =>
      value === undefined || value === "" ? fallback : ["1", "true", "yes", "on"].includes(value),
    );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** A fee in whole cents: 0 (free) to $1,000.00. */
const feeCents = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number of cents from 0 to 100000" })
    .int("must be a whole number of cents from 0 to 100000")
    .min(0, "must be a whole number of cents from 0 to 100000")
    .max(100_000, "must be a whole number of cents from 0 to 100000")
    .default(fallback);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a whole number from 0 to 65535" })
      .int("must be a whole number from 0 to 65535")
      .min(0, "must be a whole number from 0 to 65535")
      .max(65535, "must be a whole number from 0 to 65535")
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    ),
    /**
     * How PostgreSQL gets the hot queries (decision 102): `named` statements, parsed and planned
     * once per connection, or `unnamed` ones, anew on every call, for a pooler that cannot keep
     * prepared statements (PgBouncer before 1.21 or without `max_prepared_statements`).
     */
    DATABASE_STATEMENTS: z
      .enum(["named", "unnamed", ""], { error: "must be named or unnamed" })
      .optional()
      .transform((value) => (value === "unnamed" ? "unnamed" : "named")),
    PUBLIC_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    ),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    STRIPE_SECRET_KEY: optionalText.pipe(z.string().startsWith("sk_", "must start with sk_").optional()),
    STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().startsWith("pk_", "must start with pk_").optional()),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z.string().startsWith("whsec_", "must start with whsec_").optional(),
    ),
    /** `sandbox` or `stripe`; unset: Stripe when its keys are set, otherwise the sandbox. */
    PAYMENTS: z.enum(["sandbox", "stripe", ""], { error: "must be sandbox or stripe" }).optional(),
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_FROM: z.string().min(3).default("Sweet Trip <hello@sweettrip.local>"),
    /**
     * The shop's postal address as invoices print it: lines separated by `|` (decision 082).
     */
    SHOP_ADDRESS: z
      .string()
      .trim()
      .min(3)
      .max(300)
      .refine(
        (value) => [...value].every((character) => character >= " " && character !== "\u007f"),
        "must be printable text",
      )
      .default("Sweet Trip | 100 Candy Lane | Portland, OR 97201 | United States"),
    /**
     * The shop's time zone (IANA): its days — a gift card's delivery day from "today" on, and the
     * hour its e-mail goes out (00:00 that day; decision 095). The demo shop is in Portland.
     */
    SHOP_TIME_ZONE: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || "America/Los_Angeles")
      .refine(isTimeZone, "must be an IANA time zone, such as America/Los_Angeles or UTC"),
    DEV_MAILBOX: flag(false),
    REQUIRE_EMAIL_VERIFICATION: flag(true),
    /** `off` turns every per-client limit off: for test environments only (the start warns). */
    RATE_LIMITS: z
      .enum(["on", "off", ""], { error: "must be on or off" })
      .optional()
      .transform((value) => value !== "off"),
    /** `off` turns the in-process page cache off: every page is rendered (measuring, debugging; the start warns). */
    PAGE_CACHE: z
      .enum(["on", "off", ""], { error: "must be on or off" })
      .optional()
      .transform((value) => value !== "off"),
    /** How many proxies in front may set X-Forwarded-For (0: the peer's address is the client's). */
    TRUST_PROXY: z.coerce
      .number({ error: "must be a whole number from 0 to 10" })
      .int("must be a whole number from 0 to 10")
      .min(0, "must be a whole number from 0 to 10")
      .max(10, "must be a whole number from 0 to 10")
      .default(0),
    /** The gift wrap's fee in cents (decision 075); 399 = $3.99. */
    GIFT_WRAP_FEE_CENTS: feeCents(399),
    /** Insulated packaging with cold packs for heat-sensitive products, in cents; 499 = $4.99. */
    INSULATION_FEE_CENTS: feeCents(499),
    /** The months it is offered, by the order's date in UTC: e.g. `5-9` (May–September), `11-2,7`; blank: never. */
    INSULATION_MONTHS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const months = parseMonths(value ?? "5-9");
        if (months) return months;
        ctx.addIssue({ code: "custom", message: "must be months 1-12 and ranges, such as 5-9 or 11-2,7" });
        return z.NEVER;
      }),
    /** The shop's contact address, shown on the contact and information pages; unset: not shown (the contact form is). */
    CONTACT_EMAIL: optionalText.pipe(z.email({ error: "must be an e-mail address" }).optional()),
    /** The shop's social pages (https); a network without an address has no link. */
    SOCIAL_INSTAGRAM_URL: optionalText.pipe(
      z.url({ protocol: /^https$/, error: "must be an https URL" }).optional(),
    ),
    SOCIAL_FACEBOOK_URL: optionalText.pipe(
      z.url({ protocol: /^https$/, error: "must be an https URL" }).optional(),
    ),
    SOCIAL_X_URL: optionalText.pipe(z.url({ protocol: /^https$/, error: "must be an https URL" }).optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Turns `/metrics` on (Prometheus' text format, decision 055): a scraper sends it as
     * `Authorization: Bearer <token>`. Unset: there is no /metrics.
     */
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(16, "must be at least 16 characters")
        .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"] as const;
    const set = stripeKeys.filter((key) => env[key]);
    if (set.length === 1) {
      const missing = stripeKeys.find((key) => !env[key])!;
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required when the other Stripe key is set",
      });
    }
    const stripe = env.PAYMENTS === "stripe" || (!env.PAYMENTS && Boolean(env.STRIPE_SECRET_KEY));
    if (stripe && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message: "stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY",
      });
    }
    // Without it every webhook is refused, so paid orders would never be marked paid (and the
    // sweeper would cancel them): refuse to start instead.
    if (stripe && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when Stripe takes the payments",
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    isDevelopment: env.NODE_ENV === "development",
    database: env.DATABASE_URL ? ("postgres" as const) : ("embedded" as const),
    payments: (env.PAYMENTS || (env.STRIPE_SECRET_KEY ? "stripe" : "sandbox")) as "stripe" | "sandbox",
  }));

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses a set of variables; throws a ConfigError whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const variable = issue.path.join(".") || "environment";
  const value = source[variable];
  const shown = value === undefined ? "" : ` (got "${/SECRET|URL|TOKEN/.test(variable) ? "…" : value}")`;
  throw new ConfigError(`Invalid setting ${variable}: ${issue.message}${shown}`);
}

/**
 * What only the serving shop needs: its instances share one PostgreSQL, so they must share the
 * secret too (a generated one would differ per machine). Scripts such as db:seed skip this.
 */
export function assertServerSettings(env: Env): void {
  if (env.DATABASE_URL && env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    throw new ConfigError("Invalid setting AUTH_SECRET: is required with DATABASE_URL in production");
  }
  // The mailbox shows reset and sign-in links: a local test harness only (decision 041).
  if (env.DEV_MAILBOX && !isLoopbackUrl(env.PUBLIC_URL)) {
    throw new ConfigError(
      "Invalid setting DEV_MAILBOX: the development mailbox needs a loopback PUBLIC_URL (localhost); it would hand out sign-in links",
    );
  }
  // A real deployment (production on https) taking test cards only must say so out loud.
  if (isPublicDeployment(env) && env.payments === "sandbox" && env.PAYMENTS !== "sandbox") {
    throw new ConfigError(
      "Invalid setting PAYMENTS: a production shop on https needs the Stripe keys, or PAYMENTS=sandbox to take test cards only",
    );
  }
}

/** Production behind an https PUBLIC_URL: what real shoppers reach. */
export function isPublicDeployment(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">): boolean {
  return env.NODE_ENV === "production" && env.PUBLIC_URL.startsWith("https://");
}

/** What the start should warn about: settings that work, but not as a real shop should. */
export function settingsWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL.startsWith("https://")) {
    warnings.push(
      "PUBLIC_URL is not https: session cookies are sent without Secure (fine on localhost only)",
    );
  }
  if (!env.SMTP_URL && !isLoopbackUrl(env.PUBLIC_URL))
    warnings.push(
      "SMTP_URL is not set: e-mails reach no one (they stay in the outbox table; the log names each by id, kind and the recipient's domain)",
    );
  if (env.payments === "sandbox")
    warnings.push("PAYMENTS=sandbox: only test cards are accepted, nobody is charged");
  if (!env.RATE_LIMITS) warnings.push("RATE_LIMITS=off: per-client limits are off (test environments only)");
  if (!env.PAGE_CACHE)
    warnings.push("PAGE_CACHE=off: every public page is rendered for every request (measuring, debugging)");
  return warnings;
}

let cached: Env | undefined;

/** The validated settings of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
