import '@mantine/core/styles/Radio.layer.css';
import type { TOrderFormComponent } from '@deckhand/contract';
import { Paper, Radio, Stack } from '@mantine/core';
import { useOrderFormContext } from './order-form-context';
import { StyleTemplatePicker } from './style-template-picker';
import { LazyOrderFileUploads } from './uploads/lazy-order-file-uploads';

type TProps = { component: Extract<TOrderFormComponent, { name: 'style' }> };
type TStyleType = TProps['component']['options']['styleTypes'][number];

const styleLabels: Record<TStyleType, { label: string; description: string }> = {
  template: { label: 'One of my style templates', description: 'A template your team saved.' },
  file: {
    label: 'My style file',
    description: 'Upload a template or a presentation in your style.',
  },
  recommendation: {
    label: 'Your recommendation',
    description: 'Our designers choose a style that suits your content.',
  },
};

/**
 * The style (§3 Styles): a saved template (offered when the team has any), an uploaded style
 * file, or our recommendation.
 */
export function StyleField({ component }: TProps) {
  const { draft, change, errorOf } = useOrderFormContext();
  const { styleTypes, templates } = component.options;
  const offered = styleTypes.filter((type) => type !== 'template' || templates.length > 0);
  const style = draft.values.style;
  return (
    <Stack gap="md">
      <Radio.Group
        label="Style"
        withAsterisk={component.properties.required}
        value={style?.styleType ?? null}
        onChange={(next) => {
          const styleType = offered.find((type) => type === next);
          change('style', (values) => ({
            ...values,
            style: styleType ? { styleType, templateId: null, file: null } : null,
          }));
        }}
        error={errorOf('style')}
      >
        <Stack gap="xs" mt="xs">
          {offered.map((type) => (
            <Paper key={type} withBorder radius="md" p="md">
              <Radio value={type} {...styleLabels[type]} />
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      {style?.styleType === 'template' ? (
        <StyleTemplatePicker
          templates={templates}
          value={style.templateId}
          onChange={(templateId) =>
            change('style', (values) => ({
              ...values,
              style: { styleType: 'template', file: null, templateId },
            }))
          }
        />
      ) : null}
      {style?.styleType === 'file' ? (
        <LazyOrderFileUploads
          tag="styleFile"
          label="Style file"
          isSingle
          value={style.file ? [style.file] : []}
          onChange={(files) =>
            change('style', (values) => ({
              ...values,
              style: { styleType: 'file', templateId: null, file: files[0] ?? null },
            }))
          }
        />
      ) : null}
    </Stack>
  );
}
