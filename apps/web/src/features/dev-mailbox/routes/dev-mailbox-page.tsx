import { Center, Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { InlineLoader } from '@/ui/inline-loader';
import { PageHeader } from '@/ui/page-header/page-header';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { useMailbox } from '../api/get-mailbox';
import { MailList } from '../components/mail-list';
import { MailView } from '../components/mail-view';
import classes from '../dev-mailbox.module.css';

function EmptyMailbox() {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconInbox size={26} />
        </ThemeIcon>
        <Text fw={600}>No mail yet</Text>
        <Text size="sm" c="dimmed" maw={420}>
          Sign up, ask for a password reset or invite a colleague: the mail the app sends shows up
          here within a few seconds.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /dev/mailbox (only in development): the outbox of the mail platform, newest first, refreshed
 * every few seconds. The newest mail is open until another is chosen.
 */
export function DevMailboxPage() {
  const mailbox = useMailbox();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const mails = mailbox.data ?? [];
  const selected = mails.find((mail) => mail.id === selectedId) ?? mails[0] ?? null;

  return (
    <Container size="xl" py="xl">
      <PageHeader
        title="Development mailbox"
        description="Mail the app has sent, newest first. Only outside production; SMTP_URL sends real mail instead."
      />
      {mailbox.isPending ? (
        <Center py="xl">
          <InlineLoader label="Loading mail" size="md" />
        </Center>
      ) : mailbox.isError ? (
        <LoadFailedAlert
          title="The mailbox could not be read"
          onRetry={() => void mailbox.refetch()}
        >
          Check that the API is running, then try again.
        </LoadFailedAlert>
      ) : selected ? (
        <div className={classes.layout}>
          <MailList mails={mails} selectedId={selected.id} onSelect={setSelectedId} />
          <MailView mail={selected} />
        </div>
      ) : (
        <EmptyMailbox />
      )}
    </Container>
  );
}
