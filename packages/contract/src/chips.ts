/** The chip input of §5.2: parsing pasted text, skipping duplicates and applying a limit. */

/** A chip of §3: its value and whether it passed the validator (and the limit). */
export type TChip = { value: string; isValid: boolean };

/** Email-like runs inside any text: local part, @, then dotted domain labels. */
const emailLikePattern = /[\w.%+'-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Line breaks, commas and semicolons separate pasted values. */
const separatorPattern = /[\r\n,;]+/;

/** Emails compare without case; other chips compare exactly. */
function chipKey(value: string): string {
  return value.includes('@') ? value.toLowerCase() : value;
}

function dedupe(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = chipKey(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Pasted text: the email-like matches when there are any, else the text split on line breaks,
 * commas or semicolons. Trimmed, empty values dropped, duplicates kept once (first wins).
 */
export function parsePastedChips(text: string): string[] {
  const emails = text.match(emailLikePattern);
  const values = emails ?? text.split(separatorPattern);
  return dedupe(values.map((value) => value.trim()).filter((value) => value !== ''));
}

/** Adds values to the chips already entered, skipping empty ones and duplicates. */
export function appendChips(existing: readonly string[], incoming: readonly string[]): string[] {
  return dedupe([...existing, ...incoming.map((value) => value.trim()).filter(Boolean)]);
}

/** Chips beyond the limit are flagged invalid; the counter reads 'count / limit'. */
export function applyChipLimit(
  chips: readonly TChip[],
  limit: number,
): { chips: TChip[]; counterText: string; isOver: boolean } {
  return {
    chips: chips.map((chip, index) => ({ ...chip, isValid: chip.isValid && index < limit })),
    counterText: `${chips.length} / ${limit}`,
    isOver: chips.length > limit,
  };
}
