import { orderFormLimits, type TOrderFormComponent } from '@deckhand/contract';
import { Stack } from '@mantine/core';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { useOrderFormContext } from './order-form-context';
import { LazyOrderFileUploads } from './uploads/lazy-order-file-uploads';

type TProps = { component: Extract<TOrderFormComponent, { name: 'brief' }> };

/** The brief (§3 Brief): what the designers should know, with its count, and reference files. */
export function BriefField({ component }: TProps) {
  const { draft, change, errorOf } = useOrderFormContext();
  const { text } = draft.values.brief;
  return (
    <Stack gap="md">
      <GrowTextarea
        label="Brief"
        placeholder={component.options.placeholder}
        description={`${text.length} / ${orderFormLimits.briefMax} characters`}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value.slice(0, orderFormLimits.briefMax);
          change('brief', (values) => ({ ...values, brief: { ...values.brief, text: next } }));
        }}
        maxLength={orderFormLimits.briefMax}
        minRows={5}
        maxRows={14}
        error={errorOf('brief')}
      />
      <LazyOrderFileUploads
        tag="referenceFiles"
        label="Reference files"
        value={draft.values.brief.referenceFiles}
        onChange={(referenceFiles) =>
          change('brief', (values) => ({
            ...values,
            brief: {
              ...values.brief,
              referenceFiles: referenceFiles.slice(0, orderFormLimits.referenceFilesMax),
            },
          }))
        }
      />
    </Stack>
  );
}
