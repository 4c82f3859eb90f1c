import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { Pagination } from '../../../components/Pagination.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { changeTime } from '../../../lib/relative-time.ts';
import { token } from '../../../lib/storage.ts';
import { CERTS_PAGE_SIZE, certDownloadUrl, memberCertsQuery } from '../api/member-certs.ts';

/** `/member/certs` (screens commerce-exam §10): the member's certificates, each downloadable. */
export default function CertsPage() {
  useDocumentTitle('我的证书');
  const [page, setPage] = useState(1);
  const certs = useQuery(memberCertsQuery(page));
  const rows = certs.data?.data ?? [];
  return (
    <MemberLayout>
      <Card title="所有证书">
        {certs.isError && !certs.data ? (
          <LoadError error={certs.error} onRetry={() => certs.refetch()} retrying={certs.isFetching} />
        ) : certs.isPending ? (
          <Flex justify="center" style={{ padding: 60 }}>
            <Spin size="large" />
          </Flex>
        ) : rows.length === 0 ? (
          <Empty />
        ) : (
          <ul aria-label="证书列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((r) => (
              <li
                key={r.id}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 16,
                  padding: '14px 0',
                  borderBottom: '1px solid #f0f0f0',
                }}
              >
                {r.cert ? (
                  <img
                    src={r.cert.template_image}
                    alt=""
                    width={120}
                    height={90}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                  />
                ) : null}
                <div style={{ flex: 1 }}>
                  {r.cert ? <div>{r.cert.name}</div> : null}
                  <Typography.Text type="secondary">{changeTime(r.created_at)}</Typography.Text>
                </div>
                {r.cert ? (
                  <Button
                    type="link"
                    onClick={() => {
                      if (r.cert)
                        window.open(certDownloadUrl(r.cert.id, token.get() ?? ''), '_blank', 'noopener');
                    }}
                  >
                    下载证书
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pagination
          current={page}
          pageSize={CERTS_PAGE_SIZE}
          total={certs.data?.total ?? 0}
          onChange={setPage}
        />
      </Card>
    </MemberLayout>
  );
}
