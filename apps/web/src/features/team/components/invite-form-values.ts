import {
  customerRoles,
  findInviteRefusal,
  isEmailAddress,
  type TChip,
  type TCustomerRole,
  type TInviteFailure,
  type TTeamRights,
  teamMessages,
  type ZInviteMembersForm,
} from '@deckhand/contract';
import type { z } from 'zod';
import { isApiError } from '@/lib/http/api-error';

/** The chip validator: the contract's email rule. */
export const isInviteEmail = (value: string) => isEmailAddress(value);

export type TInviteFormValues = z.input<typeof ZInviteMembersForm>;

export const inviteFieldNames = ['emails', 'role', 'manageCredits', 'seeCreditBalance'] as const;

export const emptyInvite: TInviteFormValues = {
  emails: [] as TChip[],
  role: 'manager',
  manageCredits: false,
  seeCreditBalance: false,
};

/** The roles this actor may hand out by invitation. */
export function findInvitableRoles(actor: TTeamRights): TCustomerRole[] {
  return customerRoles.filter((role) => findInviteRefusal(actor, { ...noRights, role }) === null);
}

const noRights = { manageCredits: false, seeCreditBalance: false };

/**
 * The addresses a 422 on `emails` refused, read from its messages (teamMessages.inviteFailed:
 * "address: reason"), or null when the answer is another failure.
 */
export function readInviteFailures(
  error: unknown,
  sent: readonly string[],
): TInviteFailure[] | null {
  const messages = isApiError(error) && error.status === 422 ? error.errors?.emails : undefined;
  if (!messages) return null;
  const failures = sent.flatMap((email) => {
    const prefix = teamMessages.inviteFailed(email, '');
    const found = messages.find((message) => message.startsWith(prefix));
    return found ? [{ email, message: found.slice(prefix.length) }] : [];
  });
  return failures.length === messages.length ? failures : null;
}

/** The chips left after sending: those the server did not invite (compared without case). */
export function keepUnsentChips(chips: readonly TChip[], invited: readonly string[]): TChip[] {
  const sent = new Set(invited.map((email) => email.toLowerCase()));
  return chips.filter((chip) => !sent.has(chip.value.toLowerCase()));
}
