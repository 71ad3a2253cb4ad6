/**
 * What text people type may hold. Control characters (C0, DEL and C1) are invisible, some
 * terminals and logs act on them, and PostgreSQL refuses NUL outright; half of a UTF-16
 * surrogate pair is no character at all, and PostgreSQL's JSON refuses it. The shared schemas
 * refuse both with the form's own message, never a server error. Multi-line fields keep their
 * line breaks and tabs.
 */
const ANY_CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;
// Without the u flag a regular expression sees UTF-16 code units, so it can find a lone half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a one-line text holds no control character at all, and only whole characters. */
export const isPlainLine = (text: string): boolean => !ANY_CONTROL.test(text) && !LONE_SURROGATE.test(text);

/** True when a multi-line text holds no control character but line breaks and tabs. */
export const isPlainText = (text: string): boolean =>
  !CONTROL_BUT_LINE_BREAKS.test(text) && !LONE_SURROGATE.test(text);

/**
 * Characters as people count them: code points, so an emoji counts once (string length would
 * count two). The browser's counters use the same function.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
