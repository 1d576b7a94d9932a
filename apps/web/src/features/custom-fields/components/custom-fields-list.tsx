import { customFieldKindNames, type TCustomField } from '@deckhand/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';

type TProps = {
  fields: readonly TCustomField[];
  onMove: (from: number, to: number) => void;
  onEdit: (field: TCustomField) => void;
  onRemove: (field: TCustomField) => void;
};

/**
 * The team's fields in the order the form asks them (§2.5 reorderable list): Move up and Move
 * down buttons, or Shift + Arrow up / down on a focused row; edit and remove on each row.
 */
export function CustomFieldsList({ fields, onMove, onEdit, onRemove }: TProps) {
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (!event.shiftKey || event.target !== event.currentTarget) return;
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null || to < 0 || to >= fields.length) return;
    event.preventDefault();
    onMove(index, to);
  };
  return (
    <Stack
      gap="xs"
      component="ol"
      p={0}
      m={0}
      aria-label="Custom fields, in the order they are asked"
    >
      {fields.map((field, index) => (
        <Paper
          key={field.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          tabIndex={0}
          aria-label={`${field.label}, ${index + 1} of ${fields.length}. Shift and arrow keys move it.`}
          onKeyDown={onKeyDown(index)}
          style={{ listStyle: 'none' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
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
            <Group gap={4} wrap="nowrap">
              <RowAction
                label={`Move ${field.label} up`}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </RowAction>
              <RowAction
                label={`Move ${field.label} down`}
                disabled={index === fields.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </RowAction>
              <RowAction label={`Edit ${field.label}`} onClick={() => onEdit(field)}>
                <IconPencil size={18} aria-hidden />
              </RowAction>
              <RowAction
                label={`Remove ${field.label}`}
                color="red"
                onClick={() => onRemove(field)}
              >
                <IconTrash size={18} aria-hidden />
              </RowAction>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function RowAction(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={props.label} openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={props.color ?? 'gray'}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}
