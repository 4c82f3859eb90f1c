import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

export interface SortableListProps<T> {
  items: readonly T[];
  /** A stable id per item (its record id). */
  getId: (item: T) => number | string;
  /** What a person calls the item (`首页`), for the buttons' names and the announcements. */
  getName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The new order, after a drag or a 上移/下移. */
  onReorder: (items: T[]) => void;
  /** The list's name (`导航顺序`). */
  label: string;
  disabled?: boolean;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: '按空格键或回车键拿起这一项，用上下方向键移动，再按空格键或回车键放下，按 Esc 取消。',
};

/**
 * A list ordered by drag (dnd-kit): with the mouse by each row's handle, by keyboard from the handle (space to lift,
 * arrows to move, space to drop, with Chinese announcements for screen readers), and by each row's 上移 / 下移
 * buttons. The caller saves the order it is handed (`onReorder`).
 */
export function SortableList<T>({
  items,
  getId,
  getName,
  renderItem,
  onReorder,
  label,
  disabled,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => getId(item));
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((i) => getId(i) === id);
    return item === undefined ? '' : getName(item);
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(id as number | string) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `已拿起「${nameOf(active.id)}」，当前在第 ${positionOf(active.id)} 位，共 ${ids.length} 项。`,
    onDragOver: ({ active, over }) =>
      over
        ? `「${nameOf(active.id)}」移到第 ${positionOf(over.id)} 位。`
        : `「${nameOf(active.id)}」不在列表中。`,
    onDragEnd: ({ active, over }) =>
      over
        ? `「${nameOf(active.id)}」已放在第 ${positionOf(over.id)} 位。`
        : `「${nameOf(active.id)}」已放下。`,
    onDragCancel: ({ active }) => `已取消移动，「${nameOf(active.id)}」回到第 ${positionOf(active.id)} 位。`,
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove([...items], from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(active.id as number | string), ids.indexOf(over.id as number | string));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              name={getName(item)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  first,
  last,
  disabled,
  onUp,
  onDown,
  children,
}: {
  id: number | string;
  name: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        background: isDragging ? '#f0f5ff' : '#fff',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        padding: '8px 12px',
        marginBottom: 8,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Flex align="center" gap={12}>
        {!disabled && (
          <Button
            ref={setActivatorNodeRef}
            type="text"
            icon={<HolderOutlined />}
            {...attributes}
            {...listeners}
            aria-label={`拖动排序：${name}`}
            style={{ cursor: 'grab' }}
          />
        )}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        {!disabled && (
          <Flex gap={4}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={first}
              onClick={onUp}
              aria-label={`上移：${name}`}
            >
              上移
            </Button>
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={last}
              onClick={onDown}
              aria-label={`下移：${name}`}
            >
              下移
            </Button>
          </Flex>
        )}
      </Flex>
    </li>
  );
}
