/**
 * A set of calendar months written as a setting: months 1–12 and ranges, separated by commas,
 * e.g. `5-9` (May to September) or `11-2,7` (a range may run over the new year). Blank: none.
 * Returns the months in order, or null when the text is not such a list.
 */
export function parseMonths(text: string): number[] | null {
  const months = new Set<number>();
  const trimmed = text.trim();
  if (!trimmed) return [];
  for (const part of trimmed.split(",")) {
    const match = /^\s*(\d{1,2})\s*(?:-\s*(\d{1,2})\s*)?$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (!isMonth(from) || !isMonth(to)) return null;
    for (let month = from; ; month = (month % 12) + 1) {
      months.add(month);
      if (month === to) break;
    }
  }
  return [...months].sort((a, b) => a - b);
}

const isMonth = (value: number) => Number.isInteger(value) && value >= 1 && value <= 12;
