import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FormErrors } from './form-errors';

/** Server messages that belong to no field of the form, above its button. */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={18} aria-hidden />}
    >
      <FormErrors errors={messages} />
    </Alert>
  );
}
