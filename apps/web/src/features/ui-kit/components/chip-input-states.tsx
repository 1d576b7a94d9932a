import { emailPattern, type TChip, validationMessages } from '@deckhand/contract';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { ChipInput } from '@/ui/chip-input/chip-input';
import { FormErrors } from '@/ui/form-error/form-errors';
import { KitDemo, KitState } from './kit-demo';

const limit = 5;
const overLimit = `You can invite up to ${limit} people at once`;
const isEmail = (value: string) => emailPattern.test(value);
const toChips = (values: readonly string[]): TChip[] =>
  values.map((value) => ({ value, isValid: true }));

/** Every problem of the list at once, as the invite form reports them; none gives undefined. */
function getChipErrors(chips: readonly TChip[]) {
  const errors = [
    ...(chips.some((chip) => !isEmail(chip.value)) ? [validationMessages.email] : []),
    ...(chips.length > limit ? [overLimit] : []),
  ];
  return errors.length > 0 ? <FormErrors errors={errors} /> : undefined;
}

function InviteChips({ initial, isDisabled = false }: { initial: string[]; isDisabled?: boolean }) {
  const [chips, setChips] = useState(() => toChips(initial));
  return (
    <ChipInput
      value={chips}
      onChange={setChips}
      label="Invite teammates"
      placeholder="name@company.com"
      validate={isEmail}
      limit={limit}
      invalidChipText={validationMessages.email}
      error={getChipErrors(chips)}
      disabled={isDisabled}
    />
  );
}

/** The chip input of §5.2 empty, invalid and over its limit, and disabled. */
export function ChipInputStates() {
  return (
    <KitDemo
      title="Chip input states"
      description="A chip the validator rejects and chips past the limit show in the error colour; the counter turns red."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <KitState label="Empty">
          <InviteChips initial={[]} />
        </KitState>
        <KitState label="Invalid and over the limit">
          <InviteChips
            initial={[
              'maria@harbour.dk',
              'tom@northwind.co.uk',
              'lise@harbour',
              'ahmed@harbour.dk',
              'chen@harbour.dk',
              'jonas@harbour.dk',
            ]}
          />
        </KitState>
        <KitState label="Disabled">
          <InviteChips initial={['maria@harbour.dk', 'tom@northwind.co.uk']} isDisabled />
        </KitState>
      </SimpleGrid>
    </KitDemo>
  );
}
