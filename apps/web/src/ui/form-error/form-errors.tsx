import { Box, Text } from '@mantine/core';

type TFormErrorsProps = {
  /** One message, several, or none (renders nothing). Blank and repeated messages are dropped. */
  errors: string | readonly string[] | null | undefined;
  /** For `aria-describedby` on the field the errors belong to. */
  id?: string;
};

function getMessages(errors: TFormErrorsProps['errors']): string[] {
  const list = typeof errors === 'string' ? [errors] : (errors ?? []);
  return [...new Set(list.map((message) => message.trim()).filter(Boolean))];
}

const errorColor = 'var(--mantine-color-error)';

/**
 * Errors under a field (§5.2): one message as text, several as a bulleted list, in the
 * theme's error colour. Built of spans with list roles, so that it may sit anywhere, also in
 * the paragraph of a Mantine input's `error` (which links it to the field for screen readers).
 * Pass it as `error` only when there are messages: any element marks a Mantine field invalid.
 */
export function FormErrors({ errors, id }: TFormErrorsProps) {
  const messages = getMessages(errors);
  const [first] = messages;
  if (first === undefined) return null;
  if (messages.length === 1) {
    return (
      <Text component="span" display="block" id={id} size="sm" c={errorColor}>
        {first}
      </Text>
    );
  }
  return (
    <Box component="span" display="block" role="list" id={id} fz="sm" c={errorColor} pl="lg">
      {messages.map((message) => (
        <Box
          component="span"
          role="listitem"
          key={message}
          display="list-item"
          style={{ listStyleType: 'disc' }}
        >
          {message}
        </Box>
      ))}
    </Box>
  );
}
