import {
  customerRoleLabels,
  formatDate,
  type TInviteLinkResponse,
  type TTeamGrant,
} from '@deckhand/contract';
import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { copyToClipboard } from '@/lib/clipboard/copy-to-clipboard';
import { Tooltip } from '@/ui/tooltip/tooltip';
import { listPermissions } from './team-labels';

type TInviteLinkBoxProps = { link: TInviteLinkResponse; grant: TTeamGrant };

/** The shareable link last copied, with what it gives and until when; copy it again. */
export function InviteLinkBox({ link, grant }: TInviteLinkBoxProps) {
  const permissions = listPermissions(grant);
  const rights = permissions.length > 0 ? ` (${permissions.join(', ')})` : '';
  const gives = `${customerRoleLabels[grant.role]}${rights}`;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Invite link"
          value={link.url}
          readOnly
          flex={1}
          miw={0}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Tooltip label="Copy again">
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Copy the invite link again"
            onClick={() => void copyToClipboard(link.url)}
          >
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed">
        Anyone with this link can join your team once as {gives}, until {formatDate(link.expiresAt)}
        .
      </Text>
    </Stack>
  );
}
