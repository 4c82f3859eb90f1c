import type { Permission } from '@meedu/contract/admin';
import { Button, Flex, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ConfirmButton } from './ConfirmButton.tsx';
import { PermissionGate } from './PermissionGate.tsx';

export interface RecordActionsProps {
  onEdit: () => void;
  /** The edit button's name where its text alone would be one of many alike (`编辑：首页`). */
  editLabel?: string;
  /** The question asked before deleting: `确定删除角色“运营”吗？` */
  deleteTitle: string;
  /** The delete (a mutation's `mutateAsync`); a refusal is shown as the server says. */
  onDelete: () => Promise<unknown>;
}

/** A record's 编辑 and 删除 (asked first, 已删除 when done). */
export function RecordActions({ onEdit, editLabel, deleteTitle, onDelete }: RecordActionsProps) {
  return (
    <>
      <Button type="link" size="small" onClick={onEdit} aria-label={editLabel}>
        编辑
      </Button>
      <ConfirmButton title={deleteTitle} onConfirm={onDelete} done="已删除" danger>
        删除
      </ConfirmButton>
    </>
  );
}

/** A table's 操作 column: each row's buttons side by side. */
export const actionsColumn = <T,>(render: (record: T) => ReactNode): ColumnType<T> => ({
  title: '操作',
  key: 'actions',
  render: (_, record) => <Space size={0}>{render(record)}</Space>,
});

/** The buttons at the end of an ordered list's row, shown only to a role holding `perm`. */
export function ItemActions({ perm, children }: { perm: Permission; children: ReactNode }) {
  return (
    <PermissionGate perm={perm}>
      <Flex gap={4} style={{ marginLeft: 'auto' }}>
        {children}
      </Flex>
    </PermissionGate>
  );
}
