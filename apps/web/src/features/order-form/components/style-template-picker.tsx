import '@mantine/core/styles/Radio.layer.css';
import type { TOrderFormComponent } from '@deckhand/contract';
import { Group, Radio, Text } from '@mantine/core';
import classes from './order-form.module.css';

type TTemplate = Extract<TOrderFormComponent, { name: 'style' }>['options']['templates'][number];

type TProps = {
  templates: readonly TTemplate[];
  value: number | null;
  onChange: (id: number) => void;
};

/** The team's saved style templates as cover cards; one is chosen (arrow keys move the choice). */
export function StyleTemplatePicker({ templates, value, onChange }: TProps) {
  return (
    <Radio.Group
      label="Style template"
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
    >
      <div className={classes.templateGrid}>
        {templates.map((template) => (
          <Radio.Card
            key={template.id}
            value={String(template.id)}
            className={classes.templateCard}
            radius="md"
          >
            {template.coverUrl ? (
              <img
                className={classes.templateCover}
                src={template.coverUrl}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : (
              <div className={classes.templateCover} aria-hidden="true" />
            )}
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator size="sm" />
              <Text size="sm">{template.name}</Text>
            </Group>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
