import type { TFieldErrors } from '@deckhand/contract';
import { Alert, Button, CloseButton, Group, List, Text } from '@mantine/core';
import type { TVisibleStep } from '../lib/visible-steps';
import { findStepIndexOf, getComponentOfField } from '../lib/visible-steps';

type TProps = {
  errors: TFieldErrors;
  steps: readonly TVisibleStep[];
  onDismiss: (field: string) => void;
  onClearAll: () => void;
};

/**
 * The server's messages at the submit step (§4): each names its step and can be dismissed on its
 * own, or all at once with 'Clear all'. The same messages show on their fields.
 */
export function ServerErrorsList({ errors, steps, onDismiss, onClearAll }: TProps) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  const stepTitle = (field: string) =>
    steps[findStepIndexOf(steps, getComponentOfField(field))]?.title ?? null;
  return (
    <Alert
      color="red"
      variant="light"
      title="Your order was not placed"
      data-testid="order-server-errors"
    >
      <List spacing="xs" listStyleType="none" ml={0}>
        {entries.map(([field, messages]) => {
          const text = `${stepTitle(field) ? `${stepTitle(field)}: ` : ''}${messages.join(' ')}`;
          return (
            <List.Item key={field}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ flex: 1 }}>
                  {text}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Dismiss: ${text}`}
                  onClick={() => onDismiss(field)}
                />
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Button size="xs" variant="default" mt="sm" onClick={onClearAll}>
        Clear all
      </Button>
    </Alert>
  );
}
