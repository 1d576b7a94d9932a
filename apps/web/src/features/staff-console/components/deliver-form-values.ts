import type { pinAnswerKinds, TStaffDeliverFormOutput } from '@deckhand/contract';
import type { Path } from 'react-hook-form';
import type { TListedPin } from '@/domain/order/review/pins/pin-requests';

type TPinAnswerKind = (typeof pinAnswerKinds)[number];

/** The delivery as the form holds it: each pin's answer has no kind until staff choose one. */
export type TDeliverFormValues = {
  fileIds: string[];
  note: string;
  pinAnswers: { pinId: number; kind: TPinAnswerKind | ''; note: string }[];
};

export type TDeliverFormOutput = TStaffDeliverFormOutput;

export const deliverFormDefaults = (pins: readonly TListedPin[]): TDeliverFormValues => ({
  fileIds: [],
  note: '',
  pinAnswers: pins.map(({ pin }) => ({ pinId: pin.id, kind: '', note: '' })),
});

/**
 * Where a 422's message goes in this form: the files and the note by name; a pin's
 * (`pinAnswers.<pinId>`, or the schema's `pinAnswers.<index>.<field>`) onto that pin's note or
 * choice; anything else (answersMissing on `pinAnswers`) to the form's alert.
 */
export function findDeliverField(
  serverField: string,
  pins: readonly TListedPin[],
): Path<TDeliverFormValues> | null {
  if (serverField === 'fileIds' || serverField === 'note') return serverField;
  const byIndex = /^pinAnswers\.(\d+)\.(kind|note)$/.exec(serverField);
  if (byIndex) {
    const index = Number(byIndex[1]);
    return index < pins.length
      ? `pinAnswers.${index}.${byIndex[2] === 'kind' ? 'kind' : 'note'}`
      : null;
  }
  const pinId = /^pinAnswers\.(\d+)$/.exec(serverField)?.[1];
  const index = pins.findIndex(({ pin }) => String(pin.id) === pinId);
  return index === -1 ? null : `pinAnswers.${index}.note`;
}
