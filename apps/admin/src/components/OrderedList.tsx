import type { Permission } from '@meedu/contract/admin';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { AdminApiError } from '../api/client.ts';
import { useCan } from '../api/session.ts';
import { SortableList } from './SortableList.tsx';

/** A list's `PUT …/order` mutation: the ids in their new order. */
export interface ReorderMutation {
  mutate: (ids: number[], handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

export interface OrderedListProps<T extends { id: number }> {
  /** The list's name (`导航顺序`). */
  label: string;
  items: readonly T[];
  /** What a person calls the item, for the 上移/下移 buttons and the announcements. */
  getName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  reorder: ReorderMutation;
  /** The permission that may reorder (others see the order only). */
  perm: Permission;
  /** After the new order is saved. */
  onSaved?: () => void;
}

/** A list of records ordered by hand: a new order is saved at once, 顺序已保存 or the server's refusal. */
export function OrderedList<T extends { id: number }>({
  label,
  items,
  getName,
  renderItem,
  reorder,
  perm,
  onSaved,
}: OrderedListProps<T>) {
  const canEdit = useCan(perm);
  const { message } = App.useApp();
  const saveOrder = (next: T[]) =>
    reorder.mutate(
      next.map((item) => item.id),
      {
        onSuccess: () => {
          void message.success('顺序已保存');
          onSaved?.();
        },
        onError: (e) => void message.error(e instanceof AdminApiError ? e.message : '保存顺序失败'),
      },
    );
  return (
    <SortableList
      label={label}
      items={items}
      getId={(item) => item.id}
      getName={getName}
      disabled={!canEdit || reorder.isPending}
      onReorder={saveOrder}
      renderItem={renderItem}
    />
  );
}
