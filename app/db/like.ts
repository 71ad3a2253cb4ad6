/** A `LIKE`/`ILIKE` pattern that finds `text` anywhere: `%` and `_` typed by a person are searched for, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
