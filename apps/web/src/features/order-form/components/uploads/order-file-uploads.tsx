import type { TOrderFileRef, TUploadTag } from '@deckhand/contract';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FileUploadList } from '@/lib/uploads/file-upload-list';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';

export type TOrderFileUploadsProps = {
  tag: TUploadTag;
  label: string;
  /** The files of the form's values: those uploaded here and those of a restored draft. */
  value: readonly TOrderFileRef[];
  onChange: (files: TOrderFileRef[]) => void;
  /** One file (a style file) instead of a list. */
  isSingle?: boolean;
  error?: string;
};

/**
 * An order form upload (§4 'File upload (order form)', §7): the house dropzone and file list
 * with progress, abort and remove; finished uploads go into the form's values as {uuid, name}.
 * Files of a restored draft (uploaded before the page was left) are listed and can be removed.
 * This module is loaded only when an upload field shows (the upload code is not in the form's
 * first chunk).
 */
export function OrderFileUploads({
  tag,
  label,
  value,
  onChange,
  isSingle = false,
  error,
}: TOrderFileUploadsProps) {
  const uploads = useFileUploads({ tag });
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** Every upload finished here: a removed one leaves the values too. */
  const finishedHere = useRef(new Set<string>());

  const done = uploads.files.flatMap((file) =>
    file.uuid && !file.isUploading && !file.hasError ? [{ uuid: file.uuid, name: file.name }] : [],
  );
  const doneKey = done.map((file) => file.uuid).join(',');
  useEffect(() => {
    const finished = doneKey === '' ? [] : doneKey.split(',');
    for (const uuid of finished) finishedHere.current.add(uuid);
    const earlier = valueRef.current.filter((file) => !finishedHere.current.has(file.uuid));
    const fresh = uploads.files.flatMap((file) =>
      file.uuid && finished.includes(file.uuid) ? [{ uuid: file.uuid, name: file.name }] : [],
    );
    const next = isSingle ? [...earlier, ...fresh].slice(-1) : [...earlier, ...fresh];
    const isSame =
      next.length === valueRef.current.length &&
      next.every((file, index) => file.uuid === valueRef.current[index]?.uuid);
    if (!isSame) onChangeRef.current(next);
  }, [doneKey, isSingle, uploads.files]);

  const earlier = value.filter((file) => !finishedHere.current.has(file.uuid));
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="sm" mt={4}>
        {earlier.length > 0 ? (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {earlier.map((file) => (
              <Group component="li" key={file.uuid} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {file.name}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${file.name}`}
                  onClick={() =>
                    onChange(valueRef.current.filter((item) => item.uuid !== file.uuid))
                  }
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
        <FileUploadList
          tag={tag}
          files={uploads.files}
          onUpload={uploads.upload}
          onAbort={uploads.abort}
          onRemove={(key) => void uploads.remove(key)}
          multiple={!isSingle}
          inputLabel={label}
        />
      </Stack>
    </Input.Wrapper>
  );
}
