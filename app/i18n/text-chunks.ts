import type { Language } from "~/lib/language";
import type { TextPart } from "./setup";

/**
 * The chunk of each part of each language's texts and the chunks it imports, by address in the
 * browser. Empty here: the server build gets the addresses of the browser build in its place
 * (`scripts/vite/text-chunks.ts`); the browser, development and tests have none to name.
 */
const textChunks: Partial<Record<Language, Record<TextPart, readonly string[]>>> = {};
export default textChunks;
