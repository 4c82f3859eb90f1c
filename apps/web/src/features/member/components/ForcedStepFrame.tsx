import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { token } from '../../../lib/storage.ts';
import { LeaveLink } from './LeaveLink.tsx';

/**
 * The centred box of the forced steps (/bind-mobile, /face-check). Without a token there is nothing to bind
 * or verify: go to login and come back here afterwards.
 */
export function ForcedStepFrame({ title, children }: { title: string; children: ReactNode }) {
  const location = useLocation();
  if (!token.get()) {
    return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  }
  return (
    <Flex justify="center" style={{ padding: '60px 16px' }}>
      <Card
        title={title}
        style={{ width: 500, maxWidth: '100%' }}
        styles={{ title: { textAlign: 'center' } }}
      >
        {children}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <LeaveLink />
        </Flex>
      </Card>
    </Flex>
  );
}
