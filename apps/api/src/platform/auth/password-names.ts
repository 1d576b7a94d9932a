import { passwordContainsName, type TPasswordNames, validationMessages } from '@deckhand/contract';
import { AppError } from '../http/app-error.ts';

/**
 * The §5.1 rule the contract's schema cannot check alone, because it needs the person's names:
 * a new password holding the full name, the email's local part or the company/team name is a
 * 422 on `field` with validationMessages.passwordContainsName. Sign-up, reset, change password
 * and joining with a new account call it before hashing.
 */
export function assertPasswordFreeOfNames(
  password: string,
  names: TPasswordNames,
  field = 'password',
): void {
  if (!passwordContainsName(password, names)) return;
  throw new AppError('VALIDATION', undefined, {
    fieldErrors: { [field]: [validationMessages.passwordContainsName] },
  });
}
