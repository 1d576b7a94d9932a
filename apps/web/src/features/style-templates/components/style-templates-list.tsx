import type { TStyleTemplate } from '@deckhand/contract';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhotoOff } from '@tabler/icons-react';
import { ReorderableList, RowAction } from '@/ui/reorderable-list/reorderable-list';
import classes from './style-templates.module.css';

type TProps = {
  templates: readonly TStyleTemplate[];
  onReorder: (ids: number[]) => void;
  onEdit: (template: TStyleTemplate) => void;
  onRemove: (template: TStyleTemplate) => void;
};

const idOf = (template: TStyleTemplate) => template.id;
const labelOf = (template: TStyleTemplate) => template.name;

/**
 * The team's templates in the order the styles step offers them (§2.5 reorderable list): cover,
 * name and template file; the last one cannot be removed.
 */
export function StyleTemplatesList({ templates, onReorder, onEdit, onRemove }: TProps) {
  return (
    <ReorderableList
      items={templates}
      getId={idOf}
      getLabel={labelOf}
      label="Style templates, in the order the order form offers them"
      keepLastItem
      onReorder={(ids) => onReorder(ids as number[])}
      onRemove={onRemove}
      renderActions={(template) => (
        <RowAction label={`Edit ${template.name}`} onClick={() => onEdit(template)}>
          <IconPencil size={18} aria-hidden />
        </RowAction>
      )}
      renderItem={(template) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          {template.cover ? (
            <Image
              src={template.cover.url}
              alt=""
              className={classes.cover}
              radius="sm"
              fit="cover"
            />
          ) : (
            <div className={classes.cover} aria-hidden="true">
              <IconPhotoOff size={20} stroke={1.5} />
            </div>
          )}
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {template.name}
            </Text>
            <Anchor href={template.templateFile.url} size="sm" c="dimmed" truncate download>
              {template.templateFile.name}
            </Anchor>
          </Stack>
        </Group>
      )}
    />
  );
}
