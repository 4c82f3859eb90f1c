import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { MockPaperRule } from '@meedu/contract';
import { Empty } from '../../../components/Empty.tsx';
import { paths } from '../../../config/paths.ts';
import { positiveId } from '../../../lib/route-prefetch.ts';
import { mockPaperDetailQuery } from '../api/mock-paper-detail.ts';
import { useMockDrawMutation } from '../api/mock-paper-draw.ts';
import { DetailFrame } from '../components/DetailFrame.tsx';
import { examOrderQuery } from '../../../lib/order-query.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** The number of questions a draw takes: the sum of `rule.num` (missing or unreadable parts count 0). */
export function drawCount(rule: string): number {
  try {
    const parsed = JSON.parse(rule) as Partial<MockPaperRule>;
    return Object.values(parsed.num ?? {}).reduce<number>((n, v) => n + (parseInt(String(v), 10) || 0), 0);
  } catch {
    return 0;
  }
}

/** `/exam/mockpaper/detail/:id` (screens §13.2): unlimited attempts, each a fresh random draw. */
export default function MockPaperDetailPage() {
  const id = positiveId(useParams().id) ?? 0;
  const detail = useQuery({ ...mockPaperDetailQuery(id), enabled: id > 0 });
  const draw = useMockDrawMutation(id);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const d = detail.data;

  const start = () => {
    if (!d?.can) {
      void message.error('无权限参与');
      return;
    }
    draw.mutate(undefined, { onSuccess: (r) => void navigate(paths.mockPaperPlay(id, r.recordId)) });
  };
  const buy = () => {
    if (!d) return;
    if (d.paper.charge === 0) void message.error('当前试卷无法购买');
    else if (d.paper.enabled_invite === 1) void message.error('当前试卷仅限邀请用户参与');
    else
      void navigate(
        paths.order(examOrderQuery('mock_paper', { id, charge: d.paper.charge, name: d.paper.title })),
      );
  };

  return (
    <DetailFrame
      query={detail}
      valid={id > 0}
      title={d?.paper.title}
      list={{ name: '模拟考试', to: paths.mockPapers() }}
      missing="试卷不存在"
    >
      {d ? (
        <>
          <h1>{d.paper.title}</h1>
          <div className="ex-info">
            <span>及格分：{d.paper.pass_score}分</span>|<span>题数：{drawCount(d.paper.rule)}道</span>|
            <span>可考试次数：不限</span>
          </div>
          {!d.can && d.paper.charge > 0 ? (
            <Button type="primary" size="large" onClick={buy}>
              购买试卷 ￥{d.paper.charge}
            </Button>
          ) : d.can ? (
            <Button type="primary" size="large" onClick={start} loading={draw.isPending}>
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
                  <span style={{ width: 80 }}>
                    {r.status === 1 ? `${r.get_score}分` : <span className="ex-red">未完成</span>}
                  </span>
                  <span className="ex-row__title">{r.status === 1 ? '已结束' : '考试中'}</span>
                  <button
                    type="button"
                    className={r.status === 1 ? 'ex-link' : 'ex-link ex-red'}
                    onClick={() => void navigate(paths.mockPaperPlay(id, r.id))}
                  >
                    {r.status === 1 ? '考试详情' : '继续考试'}
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
