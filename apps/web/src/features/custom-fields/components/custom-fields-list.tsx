import { customFieldKindNames, type TCustomField } from '@deckhand/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { ReorderableList, RowAction } from '@/ui/reorderable-list/reorderable-list';

type TProps = {
  fields: readonly TCustomField[];
  onReorder: (ids: number[]) => void;
  onEdit: (field: TCustomField) => void;
  onRemove: (field: TCustomField) => void;
};

const idOf = (field: TCustomField) => field.id;
const labelOf = (field: TCustomField) => field.label;

/** The team's fields in the order the form asks them (§2.5 reorderable list), each editable. */
export function CustomFieldsList({ fields, onReorder, onEdit, onRemove }: TProps) {
  return (
    <ReorderableList
      items={fields}
      getId={idOf}
      getLabel={labelOf}
      label="Custom fields, in the order they are asked"
      onReorder={(ids) => onReorder(ids as number[])}
      onRemove={onRemove}
      renderActions={(field) => (
        <RowAction label={`Edit ${field.label}`} onClick={() => onEdit(field)}>
          <IconPencil size={18} aria-hidden />
        </RowAction>
      )}
      renderItem={(field) => (
        <Stack gap={4} miw={0}>
          <Text fw={600} truncate>
            {field.label}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {customFieldKindNames[field.kind]}
            </Badge>
            {field.required ? <Badge variant="light">Required</Badge> : null}
            {field.kind === 'select' ? (
              <Text size="sm" c="dimmed" truncate>
                {field.options.join(', ')}
              </Text>
            ) : null}
          </Group>
        </Stack>
      )}
    />
  );
}
