import { Button } from 'antd';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteId } from '../../../components/detail-frame/use-route-id.ts';
import { Empty } from '../../../components/Empty.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import { paths } from '../../../config/paths.ts';
import { examOrderQuery } from '../../../lib/order-query.ts';
import type { TimedKind } from './timed-kinds.tsx';
import '../exam.css';

/**
 * `/exam/papers/detail/:id` and `/exam/mockpaper/detail/:id` (screens §12.2, §13.2): the rules, 购买试卷 or
 * 立即考试 (none when no attempt is left), and the member's attempts.
 */
export function TimedExamDetail({ kind }: { kind: TimedKind }) {
  const id = useRouteId('id');
  const { query, start } = kind.useDetail(id);
  const { message } = useFeedback();
  const navigate = useNavigate();

  return (
    <DetailFrame
      query={query}
      valid={id > 0}
      missing={kind.missing}
      title={query.data?.title}
      breadcrumb={(d) => [crumb('考试练习', paths.exam()), crumb(kind.name, kind.list), d.title]}
      className="ex-page"
    >
      {(d) => {
        const begin = () => {
          if (!d.canJoin) void message.error('无权限参与');
          else start.run((recordId) => void navigate(kind.play(id, recordId)));
        };
        const buy = () => {
          if (d.charge === 0) void message.error('当前试卷无法购买');
          else if (d.inviteOnly) void message.error('当前试卷仅限邀请用户参与');
          else
            void navigate(
              paths.order(examOrderQuery(kind.orderType, { id, charge: d.charge, name: d.title })),
            );
        };
        return (
          <div className="ex-panel">
            <h1>{d.title}</h1>
            <div className="ex-info">
              {d.facts.map((fact, i) => (
                <Fragment key={fact}>
                  {i > 0 ? '|' : null}
                  <span>{fact}</span>
                </Fragment>
              ))}
            </div>
            {d.left === 0 ? null : !d.canJoin && d.charge > 0 ? (
              <Button type="primary" size="large" onClick={buy}>
                购买试卷 ￥{d.charge}
              </Button>
            ) : d.canJoin ? (
              <Button type="primary" size="large" onClick={begin} loading={start.isPending}>
                立即考试
              </Button>
            ) : null}
            <h2 style={{ marginTop: 32 }}>考试记录</h2>
            {d.records.length === 0 ? (
              <Empty />
            ) : (
              <ul className="ex-rows" aria-label="考试记录">
                {d.records.map((r) => (
                  <li className="ex-row" key={r.id}>
                    <span style={{ width: 80 }}>{r.score ?? <span className="ex-red">未完成</span>}</span>
                    <span className="ex-row__title">{r.state}</span>
                    <button
                      type="button"
                      className={r.running ? 'ex-link ex-red' : 'ex-link'}
                      onClick={() =>
                        r.refusal ? void message.error(r.refusal) : void navigate(kind.play(id, r.id))
                      }
                    >
                      {r.running ? '继续考试' : '考试详情'}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </DetailFrame>
  );
}
