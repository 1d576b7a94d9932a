import '@mantine/core/styles/Rating.layer.css';
import { feedbackRules } from '@deckhand/contract';
import { Group, Rating, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';

type TScoreFieldProps = {
  label: string;
  value: number | null;
  onChange?: (value: number | null) => void;
  readOnly?: boolean;
};

/** One score of §3 Feedback: 1 to 5 stars, keyboard reachable, cleared by choosing it again. */
export function ScoreField({ label, value, onChange, readOnly = false }: TScoreFieldProps) {
  const labelId = useId();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      {readOnly ? (
        <Group gap={6}>
          <Rating value={value ?? 0} readOnly count={feedbackRules.scoreMax} aria-hidden />
          <Text size="sm" c="dimmed">
            {value === null ? 'Not rated' : `${value} of ${feedbackRules.scoreMax}`}
          </Text>
        </Group>
      ) : (
        <Rating
          name={labelId}
          count={feedbackRules.scoreMax}
          value={value ?? 0}
          onChange={(next) => onChange?.(next === value || next === 0 ? null : next)}
          getSymbolLabel={(index) => `${label}: ${index} of ${feedbackRules.scoreMax}`}
          size="lg"
        />
      )}
    </Group>
  );
}
