import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { applyChipLimit, type TChip } from '@deckhand/contract';
import { Pill, PillsInput, Text } from '@mantine/core';
import { useId, useMergedRef } from '@mantine/hooks';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { enterEndsEntryAttribute, takeHeldField } from '@/lib/forms/take-held-form';
import { ChipPill } from './chip-pill';
import { type TChipRules, useChipEntry } from './use-chip-entry';

type TChipInputProps = TChipRules & {
  value: TChip[];
  onChange: (chips: TChip[]) => void;
  onBlur?: () => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Read with a chip the validator rejected (a function gives each chip its own reason). */
  invalidChipText?: string | ((value: string) => string);
  /** Read with a chip beyond the limit. */
  overLimitText?: string;
};

/**
 * The chip input of §5.2: Enter, space, comma, semicolon or blur turn the typed text into a chip;
 * pasted text is parsed by the contract; Backspace on an empty field removes the last chip.
 * What was typed before the app ran (Enter included) comes back as chips.
 * Controlled, so it fits react-hook-form's Controller (`{...field}`).
 */
export function ChipInput({
  value,
  onChange,
  onBlur,
  validate,
  limit,
  label,
  description,
  error,
  placeholder,
  required,
  disabled,
  name,
  id,
  ref,
  invalidChipText = 'Invalid value',
  overLimitText = `Over the limit of ${limit}`,
}: TChipInputProps) {
  const chipIdPrefix = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, fieldRef);
  const entry = useChipEntry({ value, onChange, onBlur, validate, limit });
  // Typed on the server's HTML before the app ran (Enter there added a separator, held-forms.ts):
  // its entries become chips. This effect runs before the form's, which takes the other fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field first mounts
  useEffect(() => {
    const held = fieldRef.current && takeHeldField(fieldRef.current);
    if (held) entry.takeText(held);
  }, []);
  const isRejected = (chip: TChip) => validate !== undefined && !validate(chip.value);
  const checked = value.map((chip) => ({ ...chip, isValid: chip.isValid && !isRejected(chip) }));
  const limited = limit === undefined ? null : applyChipLimit(checked, limit);
  const chips = limited?.chips ?? checked;
  const isOverLimit = (index: number) => limit !== undefined && index >= limit;

  const onRemove = (index: number) => {
    entry.removeChip(index);
    fieldRef.current?.focus();
  };

  const counter = limited ? (
    <Text
      size="xs"
      ta="right"
      mt={4}
      c={limited.isOver ? 'var(--mantine-color-error)' : 'dimmed'}
      aria-live="polite"
    >
      {limited.counterText}
    </Text>
  ) : null;

  return (
    <PillsInput
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      inputContainer={(input) => (
        <>
          {input}
          {counter}
        </>
      )}
    >
      <Pill.Group>
        {chips.map((chip, index) => (
          <ChipPill
            key={chip.value}
            chip={chip}
            problem={
              !isRejected(chip) && isOverLimit(index)
                ? overLimitText
                : typeof invalidChipText === 'function'
                  ? invalidChipText(chip.value)
                  : invalidChipText
            }
            descriptionId={`${chipIdPrefix}-chip-${index}`}
            disabled={disabled}
            onRemove={() => onRemove(index)}
          />
        ))}
        <PillsInput.Field
          ref={mergedRef}
          name={name}
          value={entry.draft}
          placeholder={value.length === 0 ? placeholder : undefined}
          onChange={entry.onDraftChange}
          onKeyDown={entry.onKeyDown}
          onPaste={entry.onPaste}
          onBlur={entry.onFieldBlur}
          {...{ [enterEndsEntryAttribute]: '' }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
