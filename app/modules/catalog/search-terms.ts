/**
 * Turns whatever a shopper typed into something safe to search with. Only letters and digits
 * survive, so quotes, percent signs, backslashes, operators and emoji can never change the
 * meaning of a query; the text is capped so that a 1,000-character paste costs no more than a
 * short one.
 */

const MAX_INPUT_LENGTH = 200;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface SearchTerms {
  /** The words, lowercased, in the order typed: letters and digits only. */
  words: string[];
}

/** The search words of an input, or null when it holds none (blank, only punctuation…). */
export function searchTerms(input: string): SearchTerms | null {
  const words = (
    input
      .normalize("NFKC")
      .slice(0, MAX_INPUT_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { words };
}

/**
 * The tsquery of `terms` where each word may also be one of the catalogue's words it is a likely
 * typo of: `(poky:* | pocky) & (fresa:*)`. Every word must still match, as itself or as one of
 * its alternatives. Alternatives are letters and digits only (anything else is dropped), so the
 * expression stays valid tsquery syntax whatever the database holds.
 */
export function tsqueryWithAlternatives(
  terms: SearchTerms,
  alternatives: ReadonlyMap<string, string[]>,
): string {
  return terms.words
    .map((word) => {
      const others = (alternatives.get(word) ?? []).filter((other) => /^[\p{L}\p{N}]+$/u.test(other));
      return others.length === 0 ? `${word}:*` : `(${[`${word}:*`, ...others].join(" | ")})`;
    })
    .join(" & ");
}
