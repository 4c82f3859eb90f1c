import { Button, Card, Empty, Flex } from 'antd';
import { OrderedList, type OrderedListProps } from './OrderedList.tsx';
import { PermissionGate } from './PermissionGate.tsx';
import { ItemActions, RecordActions } from './RecordActions.tsx';

export interface OrderedCardProps<T extends { id: number }> extends Omit<OrderedListProps<T>, 'label'> {
  /** What one item is called (`章节`): the card's heading, 新建章节, 还没有章节, 章节顺序 and the delete question. */
  noun: string;
  onCreate: () => void;
  /** With `onDelete`, each row's 编辑 and 删除 at its end, for a role holding `perm`; else the row has its own. */
  onEdit?: (item: T) => void;
  onDelete?: (item: T) => Promise<unknown>;
}

/**
 * One ordered part of a record's contents in a card (a course's chapters or videos, a book's chapters or
 * articles): its 新建 button, the empty state, the list ordered by drag or 上移/下移 (saved at once), each row's
 * 编辑 and 删除.
 */
export function OrderedCard<T extends { id: number }>({
  noun,
  onCreate,
  onEdit,
  onDelete,
  renderItem,
  ...list
}: OrderedCardProps<T>) {
  const withActions = (item: T) =>
    onEdit && onDelete ? (
      <Flex justify="space-between" align="center" style={{ width: '100%' }}>
        {renderItem(item)}
        <ItemActions perm={list.perm}>
          <RecordActions
            onEdit={() => onEdit(item)}
            editLabel={`编辑${noun}：${list.getName(item)}`}
            deleteTitle={`确定删除${noun}“${list.getName(item)}”吗？`}
            onDelete={() => onDelete(item)}
          />
        </ItemActions>
      </Flex>
    ) : (
      renderItem(item)
    );
  return (
    <Card
      title={noun}
      size="small"
      extra={
        <PermissionGate perm={list.perm}>
          <Button onClick={onCreate}>新建{noun}</Button>
        </PermissionGate>
      }
    >
      {list.items.length === 0 ? (
        <Empty description={`还没有${noun}`} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <OrderedList {...list} label={`${noun}顺序`} renderItem={withActions} />
      )}
    </Card>
  );
}
