import type { InfoPage } from "./info-pages";
import type { Language } from "~/lib/language";
import { english } from "./en";
import { spanish } from "./es";
import type { InfoDocument, InfoDocuments } from "./types";

/**
 * The long texts of the information pages stay on the server: the route's loader sends the one
 * page asked for, so they never weigh on the JavaScript every other page loads.
 */
const documents: Record<Language, InfoDocuments> = { en: english, es: spanish };

export function infoDocument(language: Language, page: InfoPage): InfoDocument {
  return documents[language][page];
}
