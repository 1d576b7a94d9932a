import '@mantine/core/styles/NumberInput.layer.css';
import {
  formatMinorUnits,
  staffTeamRules,
  type TStaffTeam,
  toMajorUnits,
  toMinorUnits,
} from '@deckhand/contract';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useAdjustCredits } from '../api/staff-api';

/**
 * Adds credits to a team (a positive amount) or takes them (negative), with the reason the team
 * reads in its credit history. One key per adjustment: a retried request moves credits once.
 */
export function CreditAdjustmentForm({ team }: { team: TStaffTeam }) {
  const adjust = useAdjustCredits(team.id);
  const key = useRef<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = toMinorUnits(Number(amount));
    if (amount === '' || !Number.isFinite(cents) || cents === 0) {
      setErrors(['Enter an amount other than zero.']);
      return;
    }
    if (reason.trim() === '') {
      setErrors(['Give the reason the team will read.']);
      return;
    }
    setErrors([]);
    key.current ??= crypto.randomUUID();
    try {
      await adjust.mutateAsync({
        amount: cents,
        reason: reason.trim(),
        idempotencyKey: key.current,
      });
      key.current = null;
      setAmount('');
      setReason('');
    } catch (error) {
      if (isApiError(error) && error.status < 500) {
        key.current = null;
        setErrors([error.message]);
      }
    }
  };
  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Balance: <strong>{formatMinorUnits(team.creditBalance, team.currency)}</strong>
        </Text>
        <Group align="flex-start" gap="md" wrap="wrap">
          <NumberInput
            label={`Amount (${team.currency})`}
            description="Negative to take credits."
            decimalScale={2}
            min={-toMajorUnits(staffTeamRules.adjustmentMax)}
            max={toMajorUnits(staffTeamRules.adjustmentMax)}
            value={amount}
            onChange={setAmount}
            w={{ base: '100%', sm: 200 }}
          />
          <TextInput
            label="Reason"
            description="The team reads it in its credit history."
            maxLength={staffTeamRules.reasonMax}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        <FormAlert messages={errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={adjust.isPending}>
            Adjust credits
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
