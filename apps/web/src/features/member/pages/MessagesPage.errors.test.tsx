import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configQuery } from '../../../api/system.ts';
import { useSession } from '../../../stores/session.ts';
import { makeNotification } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { memberApi } from '../../../../test/handlers/member.ts';
import { expectLoadFailureRecovers, outage } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { createTestQueryClient } from '../../../../test/render.tsx';

const list = outage();
beforeEach(() => {
  useSession.setState({ isLogin: true, freshUnread: false });
  server.use(
    memberApi.messages(
      list.reply(() => ({
        data: [makeNotification('n1', '您的订单已支付成功', { created_at: new Date().toISOString() })],
        total: 1,
      })),
    ),
    memberApi.unreadCount(1),
  );
});

describe('/member/messages when the list fails', () => {
  it('says 加载失败 with a retry instead of an empty list', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(configQuery.queryKey, makeConfig());
    return expectLoadFailureRecovers('/member/messages', list, {
      queryClient,
      back: async () =>
        expect(
          within(await screen.findByRole('list', { name: '消息列表' })).getByText('您的订单已支付成功'),
        ).toBeInTheDocument(),
    });
  });
});
