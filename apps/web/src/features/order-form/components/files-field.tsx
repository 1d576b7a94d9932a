import {
  googleSlidesUrlPattern,
  orderFormLimits,
  orderFormMessages,
  type TChip,
  type TOrderFormComponent,
} from '@deckhand/contract';
import { Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { ChipInput } from '@/ui/chip-input/chip-input';
import { useOrderFormContext } from './order-form-context';
import { LazyOrderFileUploads } from './uploads/lazy-order-file-uploads';

type TProps = { component: Extract<TOrderFormComponent, { name: 'files' }> };

const isGoogleSlidesUrl = (value: string) => googleSlidesUrlPattern.test(value);

/**
 * The presentation to work on (§3 UploadFiles): uploaded files (the upload code loads with this
 * step), Google Slides links (only valid ones reach the values; others stay marked with the
 * contract's message) and 'use sharing links'.
 */
export function FilesField({ component }: TProps) {
  const { draft, change, errorOf } = useOrderFormContext();
  const { files } = draft.values;
  const [chips, setChips] = useState<TChip[]>(() =>
    files.googleSlidesUrls.map((value) => ({ value, isValid: true })),
  );
  return (
    <Stack gap="md">
      <LazyOrderFileUploads
        tag="orderFiles"
        label="Your presentation"
        value={files.files}
        onChange={(uploaded) =>
          change('files', (values) => ({
            ...values,
            files: { ...values.files, files: uploaded.slice(0, orderFormLimits.filesMax) },
          }))
        }
      />
      {component.options.allowGoogleSlides ? (
        <ChipInput
          label="Google Slides links"
          description="Paste the link of each presentation, then press Enter."
          placeholder="https://docs.google.com/presentation/…"
          value={chips}
          onChange={(next) => {
            setChips(next);
            const urls = next
              .filter((chip) => chip.isValid && isGoogleSlidesUrl(chip.value))
              .map((chip) => chip.value)
              .slice(0, orderFormLimits.googleSlidesUrlsMax);
            change('files', (values) => ({
              ...values,
              files: { ...values.files, googleSlidesUrls: urls },
            }));
          }}
          validate={isGoogleSlidesUrl}
          limit={orderFormLimits.googleSlidesUrlsMax}
          invalidChipText={orderFormMessages.googleSlidesUrl}
          error={errorOf('files')}
        />
      ) : null}
      <Checkbox
        label="Use sharing links"
        description="We open your files through the links you share instead of copies."
        checked={files.useSharingLinks}
        onChange={(event) => {
          const useSharingLinks = event.currentTarget.checked;
          change('files', (values) => ({
            ...values,
            files: { ...values.files, useSharingLinks },
          }));
        }}
      />
    </Stack>
  );
}
