import { describe, expect, it } from "vitest";
import {
  acceptedLanguage,
  headersLanguage,
  languageAddress,
  languageFromCookieHeader,
  languageOfSearch,
  parseLanguage,
  readCookie,
  requestLanguage,
  serializeLanguageCookie,
} from "./language";

describe("readCookie", () => {
  it("finds a cookie among others, ignoring spaces", () => {
    expect(readCookie("a=1; site-lang=es;b=2", "site-lang")).toBe("es");
    expect(readCookie("  site-lang = en ", "site-lang")).toBe("en");
  });

  it("returns null when the header or the cookie is missing", () => {
    expect(readCookie(null, "site-lang")).toBeNull();
    expect(readCookie(undefined, "site-lang")).toBeNull();
    expect(readCookie("", "site-lang")).toBeNull();
    expect(readCookie("other=es; broken", "site-lang")).toBeNull();
  });

  it("does not match a cookie whose name only ends with the name", () => {
    expect(readCookie("my-site-lang=es", "site-lang")).toBeNull();
  });

  it("keeps the first occurrence", () => {
    expect(readCookie("site-lang=es; site-lang=en", "site-lang")).toBe("es");
  });

  it("unquotes and decodes values, and keeps undecodable ones as written", () => {
    expect(readCookie('site-lang="es"', "site-lang")).toBe("es");
    expect(readCookie("q=a%20b", "q")).toBe("a b");
    expect(readCookie("q=%E0%A4%A", "q")).toBe("%E0%A4%A");
    expect(readCookie("q=a=b", "q")).toBe("a=b");
  });
});

describe("languageFromCookieHeader", () => {
  it("reads en or es", () => {
    expect(languageFromCookieHeader("site-lang=es")).toBe("es");
    expect(languageFromCookieHeader("x=1; site-lang=en")).toBe("en");
  });

  it("falls back to English for a missing or unknown value", () => {
    expect(languageFromCookieHeader(null)).toBe("en");
    expect(languageFromCookieHeader("site-lang=fr")).toBe("en");
    expect(languageFromCookieHeader("site-lang=ES")).toBe("en");
    expect(languageFromCookieHeader("site-lang=")).toBe("en");
  });
});

describe("parseLanguage", () => {
  it("accepts only the supported codes", () => {
    expect(parseLanguage("es")).toBe("es");
    expect(parseLanguage("en")).toBe("en");
    expect(parseLanguage(null)).toBe("en");
    expect(parseLanguage(42)).toBe("en");
    expect(parseLanguage("toString")).toBe("en");
  });
});

describe("serializeLanguageCookie", () => {
  it("keeps the choice for a year on every path", () => {
    expect(serializeLanguageCookie("es")).toBe("site-lang=es; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("round-trips through the parser", () => {
    const [pair] = serializeLanguageCookie("es").split(";");
    expect(languageFromCookieHeader(pair)).toBe("es");
  });
});

describe("requestLanguage", () => {
  const request = (url: string, cookie?: string) =>
    new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

  it("takes the address's ?lang= over the cookie", () => {
    expect(requestLanguage(request("https://shop.test/products?lang=es", "site-lang=en"))).toBe("es");
    expect(requestLanguage(request("https://shop.test/products?lang=en", "site-lang=es"))).toBe("en");
  });

  it("falls back to the cookie, then English, for a missing or unknown ?lang=", () => {
    expect(requestLanguage(request("https://shop.test/products?lang=fr", "site-lang=es"))).toBe("es");
    expect(requestLanguage(request("https://shop.test/products"))).toBe("en");
  });
});

describe("the browser's language on a first visit", () => {
  const request = (url: string, headers: Record<string, string>) => new Request(url, { headers });

  it("reads the most preferred shop language of Accept-Language", () => {
    expect(acceptedLanguage("es")).toBe("es");
    expect(acceptedLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(acceptedLanguage("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7")).toBe("es");
    expect(acceptedLanguage("en;q=0.5, es;q=0.8")).toBe("es");
    expect(acceptedLanguage("en-GB,es")).toBe("en");
    expect(acceptedLanguage("es;q=0, en;q=0.1")).toBe("en");
    expect(acceptedLanguage("fr, de")).toBeNull();
    expect(acceptedLanguage("*")).toBeNull();
    expect(acceptedLanguage("")).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
    expect(acceptedLanguage("es;q=2")).toBeNull();
  });

  it("is the page's language without ?lang= and without a cookie; a cookie (a choice) wins", () => {
    expect(requestLanguage(request("https://shop.test/", { "Accept-Language": "es-ES,es;q=0.9" }))).toBe(
      "es",
    );
    expect(
      requestLanguage(request("https://shop.test/", { "Accept-Language": "es", Cookie: "site-lang=en" })),
    ).toBe("en");
    expect(requestLanguage(request("https://shop.test/?lang=en", { "Accept-Language": "es" }))).toBe("en");
    // A cookie naming no language is no choice: the browser's preference decides.
    expect(
      requestLanguage(request("https://shop.test/", { "Accept-Language": "es", Cookie: "site-lang=fr" })),
    ).toBe("es");
    expect(headersLanguage(new Headers({ "Accept-Language": "es" }))).toBe("es");
    expect(headersLanguage(new Headers({ "Accept-Language": "es", Cookie: "site-lang=en" }))).toBe("en");
  });
});

describe("languageAddress", () => {
  it("is the plain address in English and adds ?lang=es in Spanish, keeping the rest of the query", () => {
    expect(languageAddress("/products", "?sort=price-asc&lang=es", "en")).toBe("/products?sort=price-asc");
    expect(languageAddress("/products", "?sort=price-asc", "es")).toBe("/products?sort=price-asc&lang=es");
    expect(languageAddress("/", "", "es")).toBe("/?lang=es");
    expect(languageAddress("/", "?lang=es", "en")).toBe("/");
  });

  it("reads back the language an address asks for", () => {
    expect(languageOfSearch("?lang=es")).toBe("es");
    expect(languageOfSearch("?page=2")).toBeNull();
    expect(languageOfSearch("?lang=xx")).toBeNull();
  });
});
