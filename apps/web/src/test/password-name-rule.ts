import { passwordRulesText } from '@deckhand/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Whether the rules list under the password shows "Does not contain user or company name" met. */
export function isNameRuleMet(): boolean {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.startsWith(passwordRulesText[3]));
  if (!item) throw new Error('The password rules list has no name rule.');
  return item.getAttribute('data-satisfied') === 'true';
}

/**
 * Types each password into the field in turn ('' leaves it empty) and reads the name rule after
 * each: { password: is the rule met }.
 */
export async function readNameRuleFor(
  user: UserEvent,
  field: () => HTMLElement,
  passwords: readonly string[],
): Promise<Record<string, boolean>> {
  const states: Record<string, boolean> = {};
  for (const password of passwords) {
    await user.clear(field());
    if (password) await user.type(field(), password);
    states[password] = isNameRuleMet();
  }
  return states;
}
