import '@mantine/dropzone/styles.css';
import { apiPrefix, endpoints, type TStyleTemplateFile, type TUploadTag } from '@deckhand/contract';
import { Anchor, Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePpt } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { FileUploadList } from '@/lib/uploads/file-upload-list';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';

type TProps = {
  tag: Extract<TUploadTag, 'styleTemplate' | 'coverImage'>;
  label: string;
  description: string;
  dropLabel: string;
  value: TStyleTemplateFile | null;
  onChange: (file: TStyleTemplateFile | null) => void;
  /** Told while a file is on its way (the form waits for it before saving). */
  onUploadingChange: (isUploading: boolean) => void;
  /** Told while a chosen file was refused (the form does not save until it is removed or replaced). */
  onRefusedChange: (isRefused: boolean) => void;
  error?: ReactNode;
  required?: boolean;
  /** An optional file can be taken off with a Remove button. */
  removeLabel?: string;
};

/**
 * One file of a style template (§2.5 cover image picker and file picker): the file it has (the
 * cover as a picture, the template as its name with a download link), and a dropzone that
 * replaces it, with progress, abort and the server's reason when a file is refused.
 */
export function TemplateFileField(props: TProps) {
  const { tag, value, onChange, onUploadingChange, onRefusedChange } = props;
  const uploads = useFileUploads({ tag });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const finished = uploads.files.find((file) => file.uuid && !file.isUploading && !file.hasError);
  const finishedId = finished?.uuid ?? null;
  const finishedName = finished?.name ?? '';
  useEffect(() => {
    if (!finishedId) return;
    onChangeRef.current({
      id: finishedId,
      name: finishedName,
      url: `${apiPrefix}${endpoints.uploads.content(finishedId)}`,
    });
  }, [finishedId, finishedName]);
  useEffect(() => onUploadingChange(uploads.isUploading), [uploads.isUploading, onUploadingChange]);

  // The finished upload is the field's value now: only the ones on their way or refused stay listed.
  const pending = uploads.files.filter((file) => file.isUploading || file.hasError);
  const isRefused = pending.some((file) => file.hasError);
  useEffect(() => onRefusedChange(isRefused), [isRefused, onRefusedChange]);
  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.required}
    >
      <Stack gap="sm" mt={6}>
        {value ? (
          <Paper withBorder radius="md" p="xs">
            <Group wrap="nowrap" gap="sm" justify="space-between">
              <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: 1 }}>
                {tag === 'coverImage' ? (
                  <Image
                    src={value.url}
                    alt=""
                    w={96}
                    h={62}
                    radius="sm"
                    fit="cover"
                    style={{ flexShrink: 0 }}
                  />
                ) : (
                  <IconFileTypePpt size={28} stroke={1.5} aria-hidden />
                )}
                <Anchor href={value.url} size="sm" truncate download={tag === 'styleTemplate'}>
                  {value.name}
                </Anchor>
              </Group>
              {props.removeLabel ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  style={{ flexShrink: 0 }}
                  onClick={() => onChange(null)}
                >
                  {props.removeLabel}
                </Button>
              ) : null}
            </Group>
          </Paper>
        ) : null}
        <FileUploadList
          tag={tag}
          files={pending}
          onUpload={(file) => {
            for (const earlier of uploads.files) void uploads.remove(earlier.key);
            uploads.upload(file);
          }}
          onAbort={uploads.abort}
          onRemove={(key) => void uploads.remove(key)}
          label={props.dropLabel}
          inputLabel={props.label}
          multiple={false}
        />
        {tag === 'coverImage' && !value && pending.length === 0 ? (
          <Text size="xs" c="dimmed">
            Shown on the template's card in the order form.
          </Text>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
