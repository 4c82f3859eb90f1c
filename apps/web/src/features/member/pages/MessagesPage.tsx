import type { Notification } from '@meedu/contract';
import { Button, Card, Typography } from 'antd';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { usePagedQuery } from '../../../components/catalog-list/use-paged-query.ts';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { commentTime } from '../../../lib/relative-time.ts';
import { useMarkAllReadMutation } from '../api/mark-all-read.ts';
import { useMarkReadMutation } from '../api/mark-read.ts';
import { MESSAGES_PAGE_SIZE, messagesQuery } from '../api/messages.ts';

/** `/member/messages` (screens/account §12). Reads update this list, the side nav and the header's dot. */
export default function MessagesPage() {
  useDocumentTitle('我的消息');
  const messages = usePagedQuery(messagesQuery, MESSAGES_PAGE_SIZE);
  const markRead = useMarkReadMutation();
  const markAll = useMarkAllReadMutation();

  const readOne = (n: Notification) => {
    if (!n.read_at) markRead.mutate(n);
  };
  const readAll = () => {
    if (!markAll.isPending) markAll.mutate();
  };

  const none = (messages.query.data?.data.length ?? 0) === 0;
  return (
    <MemberLayout>
      <Card
        title="我的消息"
        extra={
          <Button type="link" onClick={readAll} loading={markAll.isPending} disabled={none}>
            全部已读
          </Button>
        }
      >
        <CatalogList {...messages} pageOf={(r) => r} skeleton={<ListSpinner />}>
          {(rows) => (
            <ul aria-label="消息列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((n) => {
                const unread = !n.read_at;
                return (
                  // The list item stays a list item (a list may hold only those); the row inside is the button.
                  <li key={n.id} data-unread={unread ? 'true' : 'false'}>
                    <div
                      onClick={() => readOne(n)}
                      role={unread ? 'button' : undefined}
                      tabIndex={unread ? 0 : undefined}
                      onKeyDown={(e) => {
                        if (unread && e.key === 'Enter') readOne(n);
                      }}
                      style={{
                        display: 'flex',
                        alignItems: 'flex-start',
                        gap: 12,
                        padding: '14px 4px',
                        borderBottom: '1px solid #f0f0f0',
                        cursor: unread ? 'pointer' : 'default',
                      }}
                    >
                      <span style={{ width: 8, paddingTop: 2, flex: 'none' }}>
                        {unread ? (
                          <span
                            role="img"
                            aria-label="未读"
                            style={{
                              display: 'inline-block',
                              width: 6,
                              height: 6,
                              borderRadius: '50%',
                              background: '#cf1322',
                            }}
                          />
                        ) : null}
                      </span>
                      <Typography.Text
                        style={{
                          flex: 1,
                          color: unread ? undefined : '#646b78',
                          fontWeight: unread ? 500 : 400,
                        }}
                      >
                        {n.data.message}
                      </Typography.Text>
                      <Typography.Text type="secondary" style={{ flex: 'none', fontSize: 13 }}>
                        {commentTime(n.created_at)}
                      </Typography.Text>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </CatalogList>
      </Card>
    </MemberLayout>
  );
}
