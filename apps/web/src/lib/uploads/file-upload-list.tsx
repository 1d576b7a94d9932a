import '@mantine/core/styles/Progress.layer.css';
import '@mantine/dropzone/styles.css';
import { buildUploadAccept, isAcceptedUpload, type TUploadTag } from '@deckhand/contract';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { TFileRecord } from './use-file-uploads';

export type TFileUploadListProps = {
  tag: TUploadTag;
  files: readonly TFileRecord[];
  onUpload(file: File): void;
  onAbort(key: string): void;
  onRemove(key: string): void;
  label?: string;
  /** The name of the file input (axe: every form element is labelled); `label` by default. */
  inputLabel?: string;
  multiple?: boolean;
};

function FileRow({
  file,
  onAbort,
  onRemove,
}: {
  file: TFileRecord;
  onAbort(key: string): void;
  onRemove(key: string): void;
}) {
  return (
    <li>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>
            {file.name}
          </Text>
          {file.isUploading ? (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => onAbort(file.key)}
              aria-label={`Abort ${file.name}`}
            >
              Abort
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => onRemove(file.key)}
              aria-label={`Remove ${file.name}`}
            >
              Remove
            </Button>
          )}
        </Group>
        {file.hasError ? (
          <Text size="sm" c="red.9" role="alert">
            {file.errorMessage}
          </Text>
        ) : (
          <Progress.Root>
            <Progress.Section value={file.progress} aria-label={file.name} />
          </Progress.Root>
        )}
      </Stack>
    </li>
  );
}

/**
 * A dropzone and the list of its files (§4, §5.1): progress per file, abort while uploading,
 * remove after, the error text. Files of a type the tag does not accept are dropped silently.
 */
export function FileUploadList({
  tag,
  files,
  onUpload,
  onAbort,
  onRemove,
  label = 'Drop files here or click to choose',
  inputLabel,
  multiple = true,
}: TFileUploadListProps) {
  const accept = (dropped: File[]) => {
    for (const file of dropped) {
      if (isAcceptedUpload(file.name, tag)) onUpload(file);
    }
  };
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={accept}
        onReject={() => undefined}
        accept={buildUploadAccept(tag)}
        multiple={multiple}
        inputProps={{ 'aria-label': inputLabel ?? label }}
      >
        <Text ta="center" size="sm" py="md">
          {label}
        </Text>
      </Dropzone>
      {files.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <FileRow key={file.key} file={file} onAbort={onAbort} onRemove={onRemove} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
