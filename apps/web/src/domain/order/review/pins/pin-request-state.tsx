import { reviewPinMessages as m, type TReviewPin } from '@deckhand/contract';
import { Badge, type MantineColor, Stack, Text } from '@mantine/core';
import classes from './review-pins.module.css';

const answerColours: Record<'addressed' | 'notDone', MantineColor> = {
  addressed: 'teal.9',
  notDone: 'gray.8',
};

/**
 * Where a pin stands in a revision request: sent and waiting for the designers, or answered by
 * a version (addressed, or not done) with their note. Nothing for a pin no request sent. The
 * word carries the meaning; the colour (white on shades of 5:1 or more) only repeats it.
 */
export function PinRequestState({ pin }: { pin: TReviewPin }) {
  const { answer } = pin;
  if (answer) {
    return (
      <Stack gap={4} align="flex-start">
        <Badge variant="filled" color={answerColours[answer.kind]} size="sm" tt="none">
          {m.answeredIn(answer.kind, answer.version)}
        </Badge>
        {answer.note ? (
          <Text size="sm" className={classes.body}>
            {answer.note}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (pin.requestedOnVersion === null) return null;
  return (
    <Badge variant="filled" color="grape.9" size="sm" tt="none">
      {m.requested}
    </Badge>
  );
}
