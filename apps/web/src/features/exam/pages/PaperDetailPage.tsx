import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { PaperAttemptRow, PaperDetailReply } from '@meedu/contract';
import { Empty } from '../../../components/Empty.tsx';
import { paths } from '../../../config/paths.ts';
import { positiveId } from '../../../lib/route-prefetch.ts';
import { paperDetailQuery } from '../api/paper-detail.ts';
import { usePaperJoinMutation } from '../api/paper-join.ts';
import { DetailFrame } from '../components/DetailFrame.tsx';
import { examOrderQuery } from '../../../lib/order-query.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

const questionTotal = (q: PaperDetailReply['questions']) =>
  (Array.isArray(q) ? q : Object.values(q)).reduce((n, list) => n + list.length, 0);

const SCORE = (r: PaperAttemptRow) =>
  r.status === 2 ? `${r.score}分` : r.status === 3 ? '已完成' : <span className="ex-red">未完成</span>;
const STATE = { 1: '考试中', 2: '已结束', 3: '阅卷中' } as const;

/** `/exam/papers/detail/:id` (screens §12.2). */
export default function PaperDetailPage() {
  const id = positiveId(useParams().id) ?? 0;
  const detail = useQuery({ ...paperDetailQuery(id), enabled: id > 0 });
  const join = usePaperJoinMutation(id);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const d = detail.data;

  const start = () => {
    if (!d?.can_join) {
      void message.error('无权限参与');
      return;
    }
    join.mutate(undefined, { onSuccess: (r) => void navigate(paths.paperPlay(id, r.record_id)) });
  };
  const buy = () => {
    if (!d) return;
    if (d.paper.charge === 0) void message.error('当前试卷无法购买');
    else if (d.paper.enabled_invite === 1) void message.error('当前试卷仅限邀请用户参与');
    else
      void navigate(
        paths.order(examOrderQuery('paper', { id, charge: d.paper.charge, name: d.paper.title })),
      );
  };
  const open = (r: PaperAttemptRow) => {
    if (r.status === 3) void message.error('请等待阅卷完成查看');
    else if (!d?.can_join) void message.error('无权限参与');
    else void navigate(paths.paperPlay(id, r.id));
  };

  // A negative remainder (more attempts than allowed) counts as none left (reference defect 11).
  const left = d && d.paper.try_times > 0 ? Math.max(0, d.paper.try_times - d.join_count) : null;
  return (
    <DetailFrame
      query={detail}
      valid={id > 0}
      title={d?.paper.title}
      list={{ name: '在线考试', to: paths.papers() }}
      missing="试卷不存在"
    >
      {d ? (
        <>
          <h1>{d.paper.title}</h1>
          <div className="ex-info">
            <span>总分：{d.paper.score}分</span>|<span>及格分：{d.paper.pass_score}分</span>|
            <span>题数：{questionTotal(d.questions)}道</span>|
            <span>{left === null ? '可考试次数：不限' : `剩余可考试次数：${left}`}</span>
          </div>
          {left === 0 ? null : !d.can_join && d.paper.charge > 0 ? (
            <Button type="primary" size="large" onClick={buy}>
              购买试卷 ￥{d.paper.charge}
            </Button>
          ) : d.can_join ? (
            <Button type="primary" size="large" onClick={start} loading={join.isPending}>
              立即考试
            </Button>
          ) : null}
          <h2 style={{ marginTop: 32 }}>考试记录</h2>
          {d.user_papers.length === 0 ? (
            <Empty />
          ) : (
            <ul className="ex-rows" aria-label="考试记录">
              {d.user_papers.map((r) => (
                <li className="ex-row" key={r.id}>
                  <span style={{ width: 80 }}>{SCORE(r)}</span>
                  <span className="ex-row__title">{STATE[r.status]}</span>
                  <button
                    type="button"
                    className={r.status === 1 ? 'ex-link ex-red' : 'ex-link'}
                    onClick={() => open(r)}
                  >
                    {r.status === 1 ? '继续考试' : '考试详情'}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </DetailFrame>
  );
}
