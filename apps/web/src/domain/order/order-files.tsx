import { orderPageMessages, type TOrderDetails } from '@deckhand/contract';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { DownloadList } from '@/ui/download-list/download-list';

/** The files and links the customer sent with the order, each to download or open. */
export function OrderFiles({ details }: { details: TOrderDetails }) {
  const { files, googleSlidesUrls, useSharingLinks } = details;
  if (files.length === 0 && googleSlidesUrls.length === 0 && !useSharingLinks) {
    return <Text c="dimmed">{orderPageMessages.noFiles}</Text>;
  }
  return (
    <Stack gap="sm">
      {files.length > 0 ? <DownloadList files={files} /> : null}
      {googleSlidesUrls.length > 0 ? (
        <List spacing={6} listStyleType="none" p={0}>
          {googleSlidesUrls.map((url) => (
            <List.Item key={url}>
              <Group gap={6} wrap="nowrap">
                <IconExternalLink size={16} aria-hidden />
                <Anchor
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {url}
                </Anchor>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      {useSharingLinks ? <Text size="sm">{orderPageMessages.sharingLinks}</Text> : null}
    </Stack>
  );
}
