import {
  feedbackScoreKeys,
  feedbackTextKeys,
  formatDate,
  feedbackMessages as m,
  type TOrderFeedback,
} from '@deckhand/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';

/** The customer's feedback as staff read it: every score and text, the internal one too. */
export function StaffFeedback({ feedback }: { feedback: TOrderFeedback }) {
  const date = feedback.submittedAt ? formatDate(feedback.submittedAt, 'long') : '';
  if (feedback.noFeedback) {
    return <Text size="sm">The customer said on {date} that they have no feedback.</Text>;
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Sent on {date}. {m.average}: {feedback.scores.average ?? '—'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {feedbackScoreKeys.map((key) => (
          <Text key={key} size="sm">
            {m.scoreNames[key]}: {feedback.scores[key] ?? '—'}
          </Text>
        ))}
      </SimpleGrid>
      {feedbackTextKeys
        .filter((key) => feedback.feedbacks[key] !== '')
        .map((key) => (
          <Stack key={key} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {m.textNames[key]}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {feedback.feedbacks[key]}
            </Text>
          </Stack>
        ))}
    </Stack>
  );
}
