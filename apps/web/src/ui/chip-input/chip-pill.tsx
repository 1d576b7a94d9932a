import '@mantine/core/styles/Pill.layer.css';
import type { TChip } from '@deckhand/contract';
import { Pill, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from './chip-pill.module.css';

type TChipPillProps = {
  chip: TChip;
  /** Why the chip is invalid; read after the value and by its remove button. */
  problem: string;
  descriptionId: string;
  disabled?: boolean;
  onRemove: () => void;
};

/** One chip: its value, an error look with a reason when invalid, and a labelled remove button. */
export function ChipPill({ chip, problem, descriptionId, disabled, onRemove }: TChipPillProps) {
  const isInvalid = !chip.isValid;
  return (
    <Pill
      withRemoveButton={!disabled}
      onRemove={onRemove}
      disabled={disabled}
      // The disabled field is dimmed as a whole; this tells assistive tech (and axe) so.
      aria-disabled={disabled || undefined}
      mod={{ invalid: isInvalid }}
      bg={isInvalid ? 'red.0' : undefined}
      c={isInvalid ? 'var(--mantine-color-error)' : undefined}
      bd={isInvalid ? '1px solid var(--mantine-color-error)' : undefined}
      removeButtonProps={{
        className: classes.remove,
        'aria-hidden': false,
        tabIndex: 0,
        'aria-label': `Remove ${chip.value}`,
        'aria-describedby': isInvalid ? descriptionId : undefined,
      }}
    >
      {isInvalid ? (
        <IconAlertCircle
          size={14}
          aria-hidden
          style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }}
        />
      ) : null}
      {chip.value}
      {isInvalid ? (
        <>
          {' '}
          <VisuallyHidden id={descriptionId}>{problem}</VisuallyHidden>
        </>
      ) : null}
    </Pill>
  );
}
