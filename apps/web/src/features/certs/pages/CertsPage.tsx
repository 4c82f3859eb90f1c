import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { usePagedQuery } from '../../../components/catalog-list/use-paged-query.ts';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { PlainCard } from '../../../components/PlainCard.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { changeTime } from '../../../lib/relative-time.ts';
import { token } from '../../../lib/storage.ts';
import { CERTS_PAGE_SIZE, certDownloadUrl, memberCertsQuery } from '../api/member-certs.ts';

/** `/member/certs` (screens commerce-exam §10): the member's certificates, each downloadable. No antd (issue 30). */
export default function CertsPage() {
  useDocumentTitle('我的证书');
  const certs = usePagedQuery(memberCertsQuery, CERTS_PAGE_SIZE);
  return (
    <MemberLayout>
      <PlainCard title="所有证书">
        <CatalogList {...certs} pageOf={(r) => r} skeleton={<ListSpinner />}>
          {(rows) => (
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
                    <span style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{changeTime(r.created_at)}</span>
                  </div>
                  {r.cert ? (
                    <PlainButton
                      variant="link"
                      onClick={() => {
                        if (r.cert)
                          window.open(certDownloadUrl(r.cert.id, token.get() ?? ''), '_blank', 'noopener');
                      }}
                    >
                      下载证书
                    </PlainButton>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CatalogList>
      </PlainCard>
    </MemberLayout>
  );
}
