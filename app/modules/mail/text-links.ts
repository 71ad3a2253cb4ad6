/**
 * An e-mail's plain text cut into text and links, so the dev mailbox can make its links
 * clickable (reset and order links are what a developer wants to follow).
 */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
// Punctuation that ends a sentence is not part of the link before it.
const TRAILING = /[.,;:!?)\]]+$/;

export function textWithLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, "");
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
