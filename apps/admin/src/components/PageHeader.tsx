import type { Permission } from '@meedu/contract/admin';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PermissionGate } from './PermissionGate.tsx';

/** A screen's `新建…` button, shown only to a role that may write. */
export interface CreateAction {
  perm: Permission;
  text: string;
  onClick: () => void;
}

/**
 * A screen's heading (the page's one h1) with its main actions on the right: `create` (the gated `新建…`), or any
 * other `extra`.
 */
export function PageHeader({
  title,
  extra,
  create,
}: {
  title: string;
  extra?: ReactNode;
  create?: CreateAction;
}) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      {create && (
        <PermissionGate perm={create.perm}>
          <Button type="primary" onClick={create.onClick}>
            {create.text}
          </Button>
        </PermissionGate>
      )}
      {extra}
    </Flex>
  );
}
