import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's heading (the page's one h1) with its main actions on the right (`新建…`, gated by permission). */
export function PageHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
