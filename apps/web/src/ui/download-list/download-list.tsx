import type { TUploadedFile } from '@deckhand/contract';
import { Anchor, Group, List, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Uploaded files, each a download link with its size (the order's files, a delivery's). */
export function DownloadList({ files }: { files: readonly TUploadedFile[] }) {
  return (
    <List spacing={6} listStyleType="none" p={0}>
      {files.map((file) => (
        <List.Item key={file.id}>
          <Group gap={6} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            <Anchor href={file.link} download size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(file.sizeBytes)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
