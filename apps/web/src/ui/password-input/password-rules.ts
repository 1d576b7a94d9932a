import {
  limits,
  passwordContainsName,
  passwordRulesText,
  type TPasswordNames,
} from '@deckhand/contract';

export type TPasswordRule = { text: string; isSatisfied: boolean };

/** Symbols the shared password rule asks for (§5.1). */
const symbolPattern = /[!@#$%^&*()_+]/;

/**
 * The password rules text (§5.1), each rule checked against the value: length, a digit and a
 * symbol, upper- and lower-case letters, and none of the names it knows (the contract's
 * passwordContainsName, which the server enforces too). An empty value satisfies none.
 */
export function getPasswordRules(value: string, names: TPasswordNames = {}): TPasswordRule[] {
  const [lengthText, digitSymbolText, caseText, nameText] = passwordRulesText;
  return [
    {
      text: lengthText,
      isSatisfied: value.length >= limits.passwordMin && value.length <= limits.passwordMax,
    },
    { text: digitSymbolText, isSatisfied: /\d/.test(value) && symbolPattern.test(value) },
    { text: caseText, isSatisfied: /[A-Z]/.test(value) && /[a-z]/.test(value) },
    { text: nameText, isSatisfied: value.length > 0 && !passwordContainsName(value, names) },
  ];
}
