import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Tooltip } from '@/ui/tooltip/tooltip';

type TId = number | string;

export type TReorderableListProps<T> = {
  items: readonly T[];
  getId: (item: T) => TId;
  /** The item's name in labels: 'Move {label} up', 'Remove {label}'. */
  getLabel: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  renderItem: (item: T) => ReactNode;
  /** The new order, every id once; the list shows it at once, before the server answers. */
  onReorder: (ids: TId[]) => void;
  onRemove?: (item: T) => void;
  /** Further buttons of a row (edit ...), before Remove. */
  renderActions?: (item: T) => ReactNode;
  /** §2.5: the last remaining item cannot be removed (its Remove button is disabled). */
  keepLastItem?: boolean;
};

/**
 * The draggable, reorderable list of §2.5: drag a row by its handle (pointer, touch or Space and
 * arrows on the handle), press Move up / Move down, or Shift + Arrow up / down on a focused row;
 * each row can be removed, except the last one when `keepLastItem` says so.
 */
export function ReorderableList<T>(props: TReorderableListProps<T>) {
  const { items, getId, onReorder } = props;
  const [order, setOrder] = useState<TId[]>(() => items.map(getId));
  // A new list from the server (after a save, or another tab's change) replaces the local order.
  const serverOrder = items.map(getId).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids say when the list changed
  useEffect(() => setOrder(items.map(getId)), [serverOrder]);
  const byId = new Map(items.map((item) => [getId(item), item]));
  const shown = order.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= shown.length) return;
    const next = arrayMove(shown.map(getId), from, to);
    setOrder(next);
    onReorder(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const ids = shown.map(getId);
    move(ids.indexOf(active.id), ids.indexOf(over.id));
  };

  // React's id, not dnd-kit's counter: the counter runs on across server renders, so the drag
  // handles' aria-describedby would point at nothing once hydrated.
  const dndId = useId();
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={shown.map(getId)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" component="ol" p={0} m={0} aria-label={props.label}>
          {shown.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              label={props.getLabel(item)}
              index={index}
              total={shown.length}
              onMove={move}
              onRemove={props.onRemove ? () => props.onRemove?.(item) : undefined}
              canRemove={!props.keepLastItem || shown.length > 1}
              actions={props.renderActions?.(item)}
            >
              {props.renderItem(item)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: {
  id: TId;
  label: string;
  index: number;
  total: number;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  canRemove: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { id, label, index, total, onMove } = props;
  const sortable = useSortable({ id });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.shiftKey || event.target !== event.currentTarget) return;
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null || to < 0 || to >= total) return;
    event.preventDefault();
    onMove(index, to);
  };
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      withBorder
      radius="md"
      p="sm"
      tabIndex={0}
      aria-label={`${label}, ${index + 1} of ${total}. Shift and arrow keys move it.`}
      onKeyDown={onKeyDown}
      style={{
        listStyle: 'none',
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      {/* On a narrow screen the buttons wrap below the item rather than squeeze its name. */}
      <Group justify="flex-end" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 14rem' }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Drag ${label}`}
            style={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <div style={{ minWidth: 0, flex: 1 }}>{props.children}</div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <RowAction
            label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <IconArrowUp size={18} aria-hidden />
          </RowAction>
          <RowAction
            label={`Move ${label} down`}
            disabled={index === total - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <IconArrowDown size={18} aria-hidden />
          </RowAction>
          {props.actions}
          {props.onRemove ? (
            <RowAction
              label={props.canRemove ? `Remove ${label}` : `${label} is the last one and stays`}
              color="red"
              disabled={!props.canRemove}
              onClick={props.onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </RowAction>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/** A row's icon button with its name as tooltip and accessible name. */
export function RowAction(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  children: ReactNode;
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
