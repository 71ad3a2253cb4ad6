import { describe, expect, it } from "vitest";
import { assertServerSettings, ConfigError, parseEnv, settingsWarnings } from "./env.server";

describe("settings", () => {
  it("runs with no settings at all: embedded database, sandbox payments, port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      PUBLIC_URL: "http://localhost:3000",
      REQUIRE_EMAIL_VERIFICATION: true,
      DEV_MAILBOX: false,
      database: "embedded",
      payments: "sandbox",
    });
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash from a given one", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://shop.example.com/" }).PUBLIC_URL).toBe("https://shop.example.com");
  });

  it("switches to PostgreSQL and Stripe when their settings are present", () => {
    const env = parseEnv({
      DATABASE_URL: "postgresql://u:p@db:5432/shop",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      NODE_ENV: "development",
    });
    expect(env.database).toBe("postgres");
    expect(env.payments).toBe("stripe");
  });

  it("reads flags in their usual spellings", () => {
    expect(parseEnv({ DEV_MAILBOX: "1" }).DEV_MAILBOX).toBe(true);
    expect(parseEnv({ REQUIRE_EMAIL_VERIFICATION: "false" }).REQUIRE_EMAIL_VERIFICATION).toBe(false);
  });

  it("keeps rate limits on unless RATE_LIMITS=off, and trusts no proxy unless told", () => {
    expect(parseEnv({})).toMatchObject({ RATE_LIMITS: true, TRUST_PROXY: 0 });
    expect(parseEnv({ RATE_LIMITS: "off", TRUST_PROXY: "1" })).toMatchObject({
      RATE_LIMITS: false,
      TRUST_PROXY: 1,
    });
  });

  it("keeps the page cache on unless PAGE_CACHE=off, and warns when it is off", () => {
    expect(parseEnv({}).PAGE_CACHE).toBe(true);
    expect(parseEnv({ PAGE_CACHE: "on" }).PAGE_CACHE).toBe(true);
    expect(parseEnv({ PAGE_CACHE: "" }).PAGE_CACHE).toBe(true);
    const off = parseEnv({ PAGE_CACHE: "off" });
    expect(off.PAGE_CACHE).toBe(false);
    expect(settingsWarnings(off)).toContain(
      "PAGE_CACHE=off: every public page is rendered for every request (measuring, debugging)",
    );
    expect(settingsWarnings(parseEnv({})).some((warning) => warning.startsWith("PAGE_CACHE"))).toBe(false);
  });

  it("sends PostgreSQL named statements unless DATABASE_STATEMENTS=unnamed", () => {
    expect(parseEnv({}).DATABASE_STATEMENTS).toBe("named");
    expect(parseEnv({ DATABASE_STATEMENTS: "" }).DATABASE_STATEMENTS).toBe("named");
    expect(parseEnv({ DATABASE_STATEMENTS: "named" }).DATABASE_STATEMENTS).toBe("named");
    expect(parseEnv({ DATABASE_STATEMENTS: "unnamed" }).DATABASE_STATEMENTS).toBe("unnamed");
    expect(() => parseEnv({ DATABASE_STATEMENTS: "off" })).toThrow(/DATABASE_STATEMENTS/);
  });

  it("reads the contact address and social pages, unset by default, refusing what is not one", () => {
    const none = parseEnv({});
    expect([
      none.CONTACT_EMAIL,
      none.SOCIAL_INSTAGRAM_URL,
      none.SOCIAL_FACEBOOK_URL,
      none.SOCIAL_X_URL,
    ]).toEqual([undefined, undefined, undefined, undefined]);
    expect(parseEnv({ CONTACT_EMAIL: " help@shop.test " }).CONTACT_EMAIL).toBe("help@shop.test");
    expect(parseEnv({ SOCIAL_X_URL: "https://x.com/shop" }).SOCIAL_X_URL).toBe("https://x.com/shop");
    expect(() => parseEnv({ CONTACT_EMAIL: "not an address" })).toThrow(/CONTACT_EMAIL/);
    expect(() => parseEnv({ SOCIAL_INSTAGRAM_URL: "javascript:alert(1)" })).toThrow(/SOCIAL_INSTAGRAM_URL/);
    expect(() => parseEnv({ SOCIAL_FACEBOOK_URL: "http://facebook.com/shop" })).toThrow(
      /SOCIAL_FACEBOOK_URL/,
    );
  });

  it("has no metrics unless METRICS_TOKEN gives them a token, and never prints the token", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "  " }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "a-scraper-token-0123456789" }).METRICS_TOKEN).toBe(
      "a-scraper-token-0123456789",
    );
    for (const token of ["short", "sixteen chars with spaces"]) {
      expect(() => parseEnv({ METRICS_TOKEN: token })).toThrow(
        /^Invalid setting METRICS_TOKEN: .*\(got "…"\)$/,
      );
    }
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "shop.example.com" }, "PUBLIC_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ DEV_MAILBOX: "maybe" }, "DEV_MAILBOX"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_PUBLISHABLE_KEY"],
    // Stripe without its webhook secret would never hear of a payment: the sweeper would cancel paid orders.
    [{ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" }, "STRIPE_WEBHOOK_SECRET"],
    [{ PAYMENTS: "stripe" }, "PAYMENTS"],
    [{ PAYMENTS: "paypal" }, "PAYMENTS"],
    [{ RATE_LIMITS: "sometimes" }, "RATE_LIMITS"],
    [{ PAGE_CACHE: "false" }, "PAGE_CACHE"],
    [{ TRUST_PROXY: "all" }, "TRUST_PROXY"],
    [{ METRICS_TOKEN: "too-short" }, "METRICS_TOKEN"],
  ])("stops on a bad setting with one line naming the variable (%o)", (source, variable) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`Invalid setting ${variable}:`);
    expect(message).not.toContain("\n");
  });

  it("requires AUTH_SECRET with PostgreSQL in production, for the server only", () => {
    const source = { DATABASE_URL: "postgres://db/shop", NODE_ENV: "production" };
    expect(() => assertServerSettings(parseEnv(source))).toThrow(
      new ConfigError("Invalid setting AUTH_SECRET: is required with DATABASE_URL in production"),
    );
    expect(() => assertServerSettings(parseEnv({ ...source, AUTH_SECRET: "s".repeat(32) }))).not.toThrow();
    expect(() => assertServerSettings(parseEnv({ NODE_ENV: "production" }))).not.toThrow();
  });

  it("PAYMENTS chooses the provider: the sandbox may be chosen even with Stripe keys", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" };
    expect(parseEnv({ ...keys, PAYMENTS: "sandbox" }).payments).toBe("sandbox");
    expect(parseEnv({ ...keys, STRIPE_WEBHOOK_SECRET: "whsec_1", PAYMENTS: "stripe" }).payments).toBe(
      "stripe",
    );
  });

  it("a production shop on https takes test cards only when PAYMENTS=sandbox says so", () => {
    const deployed = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" };
    expect(() => assertServerSettings(parseEnv(deployed))).toThrow(/^Invalid setting PAYMENTS: /);
    expect(() => assertServerSettings(parseEnv({ ...deployed, PAYMENTS: "sandbox" }))).not.toThrow();
    // A fresh clone's `npm start` (production on http://localhost) keeps the sandbox, and says so.
    const local = parseEnv({ NODE_ENV: "production" });
    expect(() => assertServerSettings(local)).not.toThrow();
    expect(settingsWarnings(local)).toEqual([
      "PUBLIC_URL is not https: session cookies are sent without Secure (fine on localhost only)",
      "PAYMENTS=sandbox: only test cards are accepted, nobody is charged",
    ]);
    expect(
      settingsWarnings(
        parseEnv({
          ...deployed,
          STRIPE_SECRET_KEY: "sk_live_1",
          STRIPE_PUBLISHABLE_KEY: "pk_live_1",
          STRIPE_WEBHOOK_SECRET: "whsec_1",
          SMTP_URL: "smtp://mail.example.com:587",
        }),
      ),
    ).toEqual([]);
  });

  it("DEV_MAILBOX=1 needs a loopback PUBLIC_URL: one line naming the variable", () => {
    for (const url of ["https://shop.example.com", "http://10.0.0.5:3000"]) {
      expect(() =>
        assertServerSettings(parseEnv({ DEV_MAILBOX: "1", PUBLIC_URL: url, PAYMENTS: "sandbox" })),
      ).toThrow(/^Invalid setting DEV_MAILBOX: [^\n]+$/);
    }
    for (const url of [undefined, "http://localhost:3000", "http://127.0.0.1:4000"]) {
      expect(() => assertServerSettings(parseEnv({ DEV_MAILBOX: "1", PUBLIC_URL: url }))).not.toThrow();
    }
    // Without it, any PUBLIC_URL as before.
    expect(() => assertServerSettings(parseEnv({ PUBLIC_URL: "http://10.0.0.5:3000" }))).not.toThrow();
  });

  it("warns that e-mails reach no one without SMTP_URL on a PUBLIC_URL other than loopback", () => {
    const warning = /^SMTP_URL is not set: e-mails reach no one/;
    expect(settingsWarnings(parseEnv({ PUBLIC_URL: "http://10.0.0.5:3000" }))).toContainEqual(
      expect.stringMatching(warning),
    );
    expect(settingsWarnings(parseEnv({}))).not.toContainEqual(expect.stringMatching(warning));
    expect(
      settingsWarnings(parseEnv({ PUBLIC_URL: "http://10.0.0.5:3000", SMTP_URL: "smtp://mail:25" })),
    ).not.toContainEqual(expect.stringMatching(warning));
  });

  it("never echoes a secret in the message", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_live_oops" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_live_oops" })).not.toThrow(/pk_live_oops/);
  });
});

describe("checkout extras settings", () => {
  it("defaults to $3.99 gift wrap and $4.99 insulation from May to September", () => {
    expect(parseEnv({})).toMatchObject({
      GIFT_WRAP_FEE_CENTS: 399,
      INSULATION_FEE_CENTS: 499,
      INSULATION_MONTHS: [5, 6, 7, 8, 9],
    });
  });

  it("takes other fees and months, and refuses what is not one", () => {
    expect(
      parseEnv({ GIFT_WRAP_FEE_CENTS: "0", INSULATION_FEE_CENTS: "650", INSULATION_MONTHS: "11-2" }),
    ).toMatchObject({ GIFT_WRAP_FEE_CENTS: 0, INSULATION_FEE_CENTS: 650, INSULATION_MONTHS: [1, 2, 11, 12] });
    expect(parseEnv({ INSULATION_MONTHS: "" }).INSULATION_MONTHS).toEqual([]);
    expect(() => parseEnv({ GIFT_WRAP_FEE_CENTS: "3.99" })).toThrow(/GIFT_WRAP_FEE_CENTS/);
    expect(() => parseEnv({ INSULATION_FEE_CENTS: "-1" })).toThrow(/INSULATION_FEE_CENTS/);
    expect(() => parseEnv({ INSULATION_MONTHS: "summer" })).toThrow(/INSULATION_MONTHS/);
  });
});

describe("the shop's time zone (decision 095)", () => {
  it("defaults to the demo shop's Portland, takes any IANA zone and refuses what is not one", () => {
    expect(parseEnv({}).SHOP_TIME_ZONE).toBe("America/Los_Angeles");
    expect(parseEnv({ SHOP_TIME_ZONE: "" }).SHOP_TIME_ZONE).toBe("America/Los_Angeles");
    expect(parseEnv({ SHOP_TIME_ZONE: "Europe/Madrid" }).SHOP_TIME_ZONE).toBe("Europe/Madrid");
    expect(parseEnv({ SHOP_TIME_ZONE: "UTC" }).SHOP_TIME_ZONE).toBe("UTC");
    expect(() => parseEnv({ SHOP_TIME_ZONE: "Mars/Olympus" })).toThrow(/SHOP_TIME_ZONE/);
  });
});
