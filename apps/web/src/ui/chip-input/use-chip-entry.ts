import { appendChips, applyChipLimit, parsePastedChips, type TChip } from '@deckhand/contract';
import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useState } from 'react';

/** Typed space, comma or semicolon ends a chip (checked on change: mobile keyboards send no key). */
const typedSeparatorPattern = /[\s,;]/;

export type TChipRules = {
  /** Marks a chip invalid when it returns false. */
  validate?: (value: string) => boolean;
  /** Chips beyond this many are invalid. */
  limit?: number;
};

/** Chips for these values: each checked by the validator, then flagged beyond the limit. */
export function buildChips(values: readonly string[], { validate, limit }: TChipRules): TChip[] {
  const chips = values.map((value) => ({ value, isValid: validate ? validate(value) : true }));
  return limit === undefined ? chips : applyChipLimit(chips, limit).chips;
}

type TChipEntryOptions = TChipRules & {
  value: readonly TChip[];
  onChange: (chips: TChip[]) => void;
  onBlur?: () => void;
};

/** The typing side of the chip input (§5.2): the draft, separators, paste, Backspace and blur. */
export function useChipEntry({ value, onChange, onBlur, validate, limit }: TChipEntryOptions) {
  const [draft, setDraft] = useState('');
  const values = value.map((chip) => chip.value);

  const addChips = (incoming: readonly string[]) => {
    const next = appendChips(values, incoming);
    if (next.length !== values.length) onChange(buildChips(next, { validate, limit }));
  };

  const removeChip = (index: number) => {
    const next = values.filter((_, position) => position !== index);
    onChange(buildChips(next, { validate, limit }));
  };

  /** Text as typed: each separated part a chip, the last (not yet ended) the draft. */
  const takeText = (text: string) => {
    const parts = text.split(typedSeparatorPattern);
    if (parts.length === 1) {
      setDraft(text);
      return;
    }
    setDraft(parts.pop() ?? '');
    addChips(parts);
  };

  const onDraftChange = (event: ChangeEvent<HTMLInputElement>) =>
    takeText(event.currentTarget.value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && draft.trim() !== '') {
      event.preventDefault();
      addChips([draft]);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      removeChip(value.length - 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // The draft joins the pasted text, as if the paste landed at its end.
    const pasted = parsePastedChips(`${draft}${event.clipboardData.getData('text')}`);
    if (pasted.length === 0) return;
    event.preventDefault();
    addChips(pasted);
    setDraft('');
  };

  const onFieldBlur = () => {
    addChips([draft]);
    setDraft('');
    onBlur?.();
  };

  return { draft, takeText, onDraftChange, onKeyDown, onPaste, onFieldBlur, removeChip };
}
