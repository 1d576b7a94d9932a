import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FormErrors } from './form-errors';

type TFormAlertProps = {
  /** A form's `formMessages` (useContractForm): nothing shows while there are none. */
  messages: readonly string[];
  /** What did not happen, e.g. "Your details were not saved". */
  title?: string;
};

/**
 * The one place a form shows server messages that belong to none of its fields (a 422 for a
 * field it does not have, a refused invite link...): a red alert, one message as text and
 * several as a list. Every form feeds it useContractForm's `formMessages`.
 */
export function FormAlert({ messages, title }: TFormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle size={18} aria-hidden />}
    >
      <FormErrors errors={messages} />
    </Alert>
  );
}
