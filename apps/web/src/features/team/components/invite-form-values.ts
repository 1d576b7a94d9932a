import {
  canInviteRole,
  customerRoles,
  type TChip,
  type TCustomerRole,
  type TInviteMembersRequest,
  ZEmail,
  ZInviteMembersRequest,
} from '@deckhand/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ApiError, isApiError } from '@/lib/http/api-error';

export type TInviteFormValues = {
  emails: TChip[];
  role: TCustomerRole | null;
  manageCredits: boolean;
  seeCreditBalance: boolean;
};

export const emptyInvite: TInviteFormValues = {
  emails: [],
  role: 'manager',
  manageCredits: false,
  seeCreditBalance: false,
};

/** The chip validator: the contract's email rule. */
export const isInviteEmail = (value: string) => ZEmail.safeParse(value).success;

/** The roles this actor may hand out. */
export function findInvitableRoles(actorRole: string | null): TCustomerRole[] {
  return customerRoles.filter((role) => canInviteRole(actorRole, role));
}

/** Messages of one field are joined by line breaks; FormErrors lists them. */
export const splitMessages = (message: string | undefined) => (message ? message.split('\n') : []);

/** Checks the form with the contract's request schema; every email problem lands on `emails`. */
export const inviteResolver: Resolver<TInviteFormValues, unknown, TInviteMembersRequest> = async (
  values,
) => {
  const parsed = ZInviteMembersRequest.safeParse({
    emails: values.emails.map((chip) => chip.value),
    role: values.role ?? undefined,
    manageCredits: values.manageCredits,
    seeCreditBalance: values.seeCreditBalance,
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const messages: Record<'emails' | 'role', string[]> = { emails: [], role: [] };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'role' ? 'role' : 'emails';
    if (!messages[field].includes(issue.message)) messages[field].push(issue.message);
  }
  const errors: FieldErrors<TInviteFormValues> = {};
  if (messages.emails.length > 0) {
    errors.emails = { type: 'validation', message: messages.emails.join('\n') };
  }
  if (messages.role.length > 0) {
    errors.role = { type: 'validation', message: messages.role.join('\n') };
  }
  return { values: {}, errors };
};

/** Server field names (`emails`, `emails.3`, `role` ...) mapped to the form's fields. */
export function findInviteField(serverField: string): 'emails' | 'role' | null {
  if (serverField === 'role') return 'role';
  return serverField.startsWith('emails') ? 'emails' : null;
}

/**
 * A 422 naming `emails.3` says which address failed: its messages are prefixed with that
 * address ("ann@x.io: This person is already a member of your team."). Other errors pass.
 */
export function withInviteAddresses(error: unknown, emails: readonly string[]): unknown {
  if (!isApiError(error) || error.status !== 422 || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => {
      const address = emails[Number(field.match(/^emails\.(\d+)$/)?.[1] ?? Number.NaN)];
      return [field, address ? messages.map((message) => `${address}: ${message}`) : messages];
    }),
  );
  return new ApiError({
    status: error.status,
    url: error.url,
    body: { ...(error.body as object), errors },
  });
}
