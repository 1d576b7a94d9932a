import type { TDevMail } from '@deckhand/contract';
import { formatDate } from '@deckhand/contract';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import classes from '../dev-mailbox.module.css';

type TMailListProps = {
  mails: TDevMail[];
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** The mails as a list of buttons, newest first; the open one is marked. */
export function MailList({ mails, selectedId, onSelect }: TMailListProps) {
  return (
    <ul className={classes.list} aria-label="Mails">
      {mails.map((mail) => {
        const isSelected = mail.id === selectedId;
        return (
          <li key={mail.id}>
            <UnstyledButton
              className={classes.item}
              data-selected={isSelected || undefined}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(mail.id)}
            >
              <Stack gap={2}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {mail.subject}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {`To ${mail.to}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(mail.createdAt, 'dateTime')}
                </Text>
              </Stack>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
