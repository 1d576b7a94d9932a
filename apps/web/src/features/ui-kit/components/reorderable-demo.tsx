import { customFieldKindNames, type TCustomField } from '@deckhand/contract';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '@/lib/toast/show-toast';
import { ReorderableList, RowAction } from '@/ui/reorderable-list/reorderable-list';
import { KitDemo, KitState } from './kit-demo';

const field = (
  id: number,
  label: string,
  kind: TCustomField['kind'],
  options: string[] = [],
): TCustomField => ({ id, label, kind, required: id % 2 === 1, options, position: id });

const sampleFields: TCustomField[] = [
  field(1, 'Cost centre', 'text'),
  field(2, 'Project code', 'text'),
  field(3, 'Department', 'select', ['Marketing', 'Sales', 'Investor relations', 'People']),
  field(4, 'Needed by', 'date'),
];

function FieldRow({ item }: { item: TCustomField }) {
  return (
    <Stack gap={4} miw={0}>
      <Text fw={600} truncate>
        {item.label}
      </Text>
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {customFieldKindNames[item.kind]}
        </Badge>
        {item.required ? <Badge variant="light">Required</Badge> : null}
      </Group>
    </Stack>
  );
}

/** A reorderable list over local state: moves and removals stay on this page. */
function FieldsList({ initial, label }: { initial: TCustomField[]; label: string }) {
  const [fields, setFields] = useState(initial);
  const onReorder = (ids: (number | string)[]) =>
    setFields(ids.flatMap((id) => fields.filter((item) => item.id === id)));
  return (
    <Stack gap="sm">
      <ReorderableList
        items={fields}
        getId={(item) => item.id}
        getLabel={(item) => item.label}
        label={label}
        onReorder={onReorder}
        onRemove={(removed) => setFields(fields.filter((item) => item.id !== removed.id))}
        keepLastItem
        renderActions={(item) => (
          <RowAction
            label={`Edit ${item.label}`}
            onClick={() =>
              showToast({ kind: 'info', message: `${item.label}: its form opens here.` })
            }
          >
            <IconPencil size={18} aria-hidden />
          </RowAction>
        )}
        renderItem={(item) => <FieldRow item={item} />}
      />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          Order: {fields.map((item) => item.label).join(', ')}
        </Text>
        <Button variant="default" size="xs" onClick={() => setFields(initial)}>
          Reset the list
        </Button>
      </Group>
    </Stack>
  );
}

/** The draggable list of §2.5 with several rows and with the last one left. */
export function ReorderableDemo() {
  return (
    <KitDemo
      title="Reorderable list"
      description="Drag a row by its handle (or Space on the handle, then the arrows), use Move up and Move down, or Shift + Arrow up / down on a focused row. The last row cannot be removed."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <KitState label="Several rows">
          <FieldsList initial={sampleFields} label="Custom fields, in the order they are asked" />
        </KitState>
        <KitState label="The last one left">
          <FieldsList initial={sampleFields.slice(0, 1)} label="The one custom field left" />
        </KitState>
      </SimpleGrid>
    </KitDemo>
  );
}
