import {
  approverKeyOf,
  approvalMessages as m,
  type TApproverInput,
  reviewGuestMessages as words,
} from '@deckhand/contract';
import type { TApproverChoice } from './approval-state';

type TOption = { value: string; label: string };
type TGroup = { group: string; items: TOption[] };

/** A teammate the team list offers (GET /team/members). */
type TMemberChoice = { userId: number; name: string; isCurrentUser: boolean };

/** The form's choices, and who each chosen value names. */
export type TApproverChoices = {
  data: TOption[] | TGroup[];
  inputOf: (value: string) => TApproverInput | null;
};

/**
 * The approvers the form offers: those already named (so their names show even if the team or
 * the guests no longer list them), the team's members, and the order's guests invited by
 * e-mail. Teammates and guests are grouped once there are guests to offer.
 */
export function buildApproverChoices({
  named,
  members,
  guests,
}: {
  named: readonly TApproverChoice[];
  members: readonly TMemberChoice[];
  guests: readonly { guestId: number; name: string }[];
}): TApproverChoices {
  const inputs = new Map<string, TApproverInput>();
  const teammates = new Map<string, string>();
  const guestLabels = new Map<string, string>();
  const add = (input: TApproverInput, label: string) => {
    const key = approverKeyOf(input);
    inputs.set(key, input);
    (input.kind === 'member' ? teammates : guestLabels).set(key, label);
  };
  for (const person of named) {
    if ('userId' in person) add({ kind: 'member', userId: person.userId }, person.name);
    else add({ kind: 'guest', guestId: person.guestId }, words.guestChoice(person.name));
  }
  for (const member of members) {
    const label = member.isCurrentUser ? `${member.name} (${m.you})` : member.name;
    add({ kind: 'member', userId: member.userId }, label);
  }
  for (const guest of guests) {
    add({ kind: 'guest', guestId: guest.guestId }, words.guestChoice(guest.name));
  }
  const toOptions = (labels: Map<string, string>) =>
    [...labels].map(([value, label]) => ({ value, label }));
  const data =
    guestLabels.size === 0
      ? toOptions(teammates)
      : [
          { group: words.teammatesGroup, items: toOptions(teammates) },
          { group: words.guestsGroup, items: toOptions(guestLabels) },
        ];
  return { data, inputOf: (value) => inputs.get(value) ?? null };
}
