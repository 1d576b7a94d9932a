import {
  brandCheckLimits,
  modalButtons,
  styleTemplateLimits,
  styleTemplateMessages,
  type TStyleTemplate,
  type TStyleTemplateFile,
} from '@deckhand/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useSaveStyleTemplate } from '../api/style-templates-api';
import { BrandCheckSection } from './brand-check-section';
import { TemplateFileField } from './template-file-field';

const fieldNames = [
  'name',
  'templateFileId',
  'coverFileId',
  'brandSettings.brandColours',
  'brandSettings.rules',
  ...Array.from(
    { length: brandCheckLimits.brandColoursMax },
    (_, index) => `brandSettings.brandColours.${index}` as const,
  ),
] as const;

type TProps = { template: TStyleTemplate | null; onDone: () => void };

/**
 * Adds a style template, or edits one: its name, the template file (pptx, potx), a cover image,
 * and what the brand check allows beyond the file (brand colours, rules). Files upload as soon as
 * they are chosen; Save waits until they have arrived.
 */
export function StyleTemplateForm({ template, onDone }: TProps) {
  const save = useSaveStyleTemplate(template?.id ?? null);
  const [files, setFiles] = useState<{
    template: TStyleTemplateFile | null;
    cover: TStyleTemplateFile | null;
  }>({ template: template?.templateFile ?? null, cover: template?.cover ?? null });
  const [uploading, setUploading] = useState({ template: false, cover: false });
  const onTemplateUploading = useCallback(
    (value: boolean) => setUploading((current) => ({ ...current, template: value })),
    [],
  );
  const onCoverUploading = useCallback(
    (value: boolean) => setUploading((current) => ({ ...current, cover: value })),
    [],
  );
  // A file the server refused (a cover over 4096x2644 px) leaves the field without it: saving then
  // would add the template without the file the owner chose, so Save waits for a remedy.
  const [refused, setRefused] = useState({ template: false, cover: false });
  const onTemplateRefused = useCallback(
    (value: boolean) => setRefused((current) => ({ ...current, template: value })),
    [],
  );
  const onCoverRefused = useCallback(
    (value: boolean) => setRefused((current) => ({ ...current, cover: value })),
    [],
  );
  const { control, register, formRef, formMessages, submitWith, formState, setError, clearErrors } =
    useContractForm({
      schema: 'ZStyleTemplateRequest',
      fieldNames,
      defaultValues: {
        name: template?.name ?? '',
        templateFileId: template?.templateFile.id ?? '',
        coverFileId: template?.cover?.id ?? null,
        brandSettings: template?.brandSettings ?? { brandColours: [], rules: [] },
      },
    });
  useEffect(() => {
    if (!refused.template) clearErrors('templateFileId');
  }, [refused.template, clearErrors]);
  useEffect(() => {
    if (!refused.cover) clearErrors('coverFileId');
  }, [refused.cover, clearErrors]);
  const onSave = submitWith(
    async (values) => {
      if (refused.template || refused.cover) {
        const message = styleTemplateMessages.fileRefused;
        if (refused.template) setError('templateFileId', { message }, { shouldFocus: false });
        if (refused.cover) setError('coverFileId', { message }, { shouldFocus: false });
        return;
      }
      await save.mutateAsync(values);
      onDone();
    },
    { isOtherErrorShownByApp: true },
  );
  const { errors, isSubmitting } = formState;
  const isUploading = uploading.template || uploading.cover;

  return (
    <form method="post" ref={formRef} onSubmit={onSave} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="How your team and our designers will know it, e.g. Brand 2026"
          withAsterisk
          maxLength={styleTemplateLimits.nameMax}
          {...register('name')}
          error={toFieldErrorProp(errors.name)}
        />
        <Controller
          control={control}
          name="templateFileId"
          render={({ field }) => (
            <TemplateFileField
              tag="styleTemplate"
              label="Template file"
              description="A PowerPoint template or presentation: pptx or potx"
              dropLabel={
                files.template
                  ? 'Drop a new file here to replace it'
                  : 'Drop the pptx or potx here or click to choose'
              }
              required
              value={files.template}
              onChange={(file) => {
                setFiles((current) => ({ ...current, template: file }));
                field.onChange(file?.id ?? '');
              }}
              onUploadingChange={onTemplateUploading}
              onRefusedChange={onTemplateRefused}
              error={toFieldErrorProp(errors.templateFileId)}
            />
          )}
        />
        <Controller
          control={control}
          name="coverFileId"
          render={({ field }) => (
            <TemplateFileField
              tag="coverImage"
              label="Cover image"
              description={styleTemplateMessages.coverHint}
              dropLabel={
                files.cover
                  ? 'Drop a new image here to replace it'
                  : 'Drop a jpeg, png, avif or webp image here or click to choose'
              }
              value={files.cover}
              removeLabel="Remove cover"
              onChange={(file) => {
                setFiles((current) => ({ ...current, cover: file }));
                field.onChange(file?.id ?? null);
              }}
              onUploadingChange={onCoverUploading}
              onRefusedChange={onCoverRefused}
              error={toFieldErrorProp(errors.coverFileId)}
            />
          )}
        />
        <BrandCheckSection control={control} />
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {modalButtons.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={isUploading}>
            {isUploading ? 'Uploading…' : modalButtons.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
