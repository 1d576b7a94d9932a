import { reviewGuestMessages as m } from '@deckhand/contract';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A link to forward, just made: shown this once, with a button that copies it. */
export function GuestLinkBox({ link }: { link: string }) {
  return (
    <Alert color="teal" variant="light">
      <Stack gap="xs">
        <Text size="sm" role="status">
          {m.linkCreated}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={m.linkKind}
            value={link}
            readOnly
            flex={1}
            miw={0}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
              >
                {copied ? m.copied : m.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
