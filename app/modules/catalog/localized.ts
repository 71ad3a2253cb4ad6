import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Language } from "~/lib/language";

/**
 * Catalogue text in the visitor's language (decision 023): the Spanish column where the row has
 * one, the English otherwise. Every read of a product's or a category's name or description goes
 * through here, so lists, pages, the cart and orders agree.
 */
export function localized(english: AnyColumn, spanish: AnyColumn, language: Language): SQL<string> {
  return language === "es" ? sql<string>`coalesce(${spanish}, ${english})` : sql<string>`${english}`;
}

/** The same choice for a row read with both texts. */
export function inLanguage(language: Language, english: string, spanish: string | null | undefined): string {
  return language === "es" && spanish ? spanish : english;
}
