import { useQuery } from '@tanstack/react-query';
import { Button, Col, Divider, Result, Row, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { changeTime } from '../../../lib/relative-time.ts';
import { announcementQuery } from '../api/announcement.ts';
import { announcementsQuery, type AnnouncementSummary } from '../api/announcements.ts';
import { parseAnnouncementId } from './AnnouncementPage.prefetch.ts';

function Detail({ id }: { id: number }) {
  const navigate = useNavigate();
  const detail = useQuery(announcementQuery(id));
  // The server's refusal ('错误', contract catalog §1.5) means no such announcement; anything else failed to load.
  return (
    <DetailFrame
      query={detail}
      missing={
        <Result
          status="warning"
          title="公告不存在或已被删除"
          subTitle="请从右侧的历史公告中选择查看。"
          extra={
            <Button type="primary" onClick={() => void navigate(paths.announcement(), { replace: true })}>
              查看最新公告
            </Button>
          }
        />
      }
      skeleton={<SkeletonText rows={8} />}
    >
      {(a) => (
        <article>
          <h1 className="announcement-page__title">{a.title}</h1>
          <time className="announcement-page__time" dateTime={a.created_at}>
            {changeTime(a.created_at)}
          </time>
          <Divider />
          <SafeHtml html={a.announcement} />
        </article>
      )}
    </DetailFrame>
  );
}

function History({ items, currentId }: { items: AnnouncementSummary[]; currentId: number | null }) {
  if (items.length === 0) return <Empty />;
  return (
    <ul className="announcement-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={paths.announcement(item.id)}
            replace
            aria-current={item.id === currentId ? 'page' : undefined}
          >
            <span className="announcement-list__title">{item.title}</span>
            <span className="announcement-list__time">{changeTime(item.created_at)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /announcement?id= (screens catalog §18, account §16): the selected announcement (the latest without an id),
 * and the newest ten on the right with the current one highlighted. A bad or unknown id says so instead of
 * leaving a skeleton forever.
 */
export default function AnnouncementPage() {
  const [params] = useSearchParams();
  const requested = parseAnnouncementId(params.get('id'));
  const list = useQuery(announcementsQuery);
  const items = list.data?.data ?? [];
  const id = requested ?? items[0]?.id ?? null;
  // The same cached query as the detail box: one place sets the title, so it cannot be overwritten.
  const shown = useQuery({ ...announcementQuery(id ?? 0), enabled: id !== null && !Number.isNaN(id) });
  useDocumentTitle(shown.data ? `公告：${shown.data.title}` : '公告');

  let left;
  if (Number.isNaN(requested)) {
    left = (
      <Result status="warning" title="公告不存在" subTitle="链接中的公告编号无效，请从历史公告中选择查看。" />
    );
  } else if (id !== null) {
    left = <Detail key={id} id={id} />;
  } else if (list.isPending) {
    left = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (list.isError) {
    left = <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />;
  } else {
    left = <Empty description="暂无公告" />;
  }

  return (
    <div className="container announcement-page">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={17}>
          <section className="panel">{left}</section>
        </Col>
        <Col xs={24} lg={7}>
          <aside className="panel" aria-labelledby="announcement-history">
            <h2 id="announcement-history" style={{ fontSize: 18, margin: '0 0 16px' }}>
              历史公告
            </h2>
            {list.isPending ? (
              <Skeleton active title={false} paragraph={{ rows: 5 }} />
            ) : list.isError ? (
              // With no announcement chosen the main panel already shows this failure and its retry.
              id === null ? null : (
                <LoadError
                  compact
                  error={list.error}
                  onRetry={() => list.refetch()}
                  retrying={list.isFetching}
                />
              )
            ) : (
              <History items={items} currentId={Number.isNaN(requested) ? null : id} />
            )}
          </aside>
        </Col>
      </Row>
    </div>
  );
}
