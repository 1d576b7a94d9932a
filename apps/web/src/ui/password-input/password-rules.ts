import { limits, passwordRulesText } from '@deckhand/contract';

export type TPasswordRule = { text: string; isSatisfied: boolean };

/** Symbols the shared password rule asks for (§5.1). */
const symbolPattern = /[!@#$%^&*()_+]/;

/** Words of three letters or more: a password holding "Jane" holds the user name "Jane Doe". */
function findForbiddenParts(words: readonly string[]): string[] {
  return words.flatMap((word) => {
    const whole = word.trim().toLowerCase();
    const parts = whole.split(/\s+/).filter((part) => part.length >= 3);
    return whole.length >= 3 ? [whole, ...parts] : parts;
  });
}

/**
 * The password rules text (§5.1), each rule checked against the value: length, a digit and a
 * symbol, upper- and lower-case letters, and none of the forbidden words (user or company name,
 * ignoring case). An empty value satisfies none.
 */
export function getPasswordRules(
  value: string,
  forbiddenWords: readonly string[] = [],
): TPasswordRule[] {
  const [lengthText, digitSymbolText, caseText, nameText] = passwordRulesText;
  const lower = value.toLowerCase();
  const hasValue = value.length > 0;
  return [
    {
      text: lengthText,
      isSatisfied: value.length >= limits.passwordMin && value.length <= limits.passwordMax,
    },
    { text: digitSymbolText, isSatisfied: /\d/.test(value) && symbolPattern.test(value) },
    { text: caseText, isSatisfied: /[A-Z]/.test(value) && /[a-z]/.test(value) },
    {
      text: nameText,
      isSatisfied: hasValue && !findForbiddenParts(forbiddenWords).some((w) => lower.includes(w)),
    },
  ];
}
