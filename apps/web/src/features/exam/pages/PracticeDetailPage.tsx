import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { PracticeChapter } from '@meedu/contract';
import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteId } from '../../../components/detail-frame/use-route-id.ts';
import { Empty } from '../../../components/Empty.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import { paths } from '../../../config/paths.ts';
import { examOrderQuery } from '../../../lib/order-query.ts';
import { practiceDetailQuery } from '../api/practice-detail.ts';
import '../exam.css';

/** `/exam/practice/detail/:id` (screens §14.2): progress, 每日20题 and the chapters. */
export default function PracticeDetailPage() {
  const id = useRouteId('id');
  const detail = useQuery({ ...practiceDetailQuery(id), enabled: id > 0 });
  const { message } = useFeedback();
  const navigate = useNavigate();

  return (
    <DetailFrame
      query={detail}
      valid={id > 0}
      missing="练习不存在"
      title={detail.data?.practice.name}
      breadcrumb={(d) => [
        crumb('考试练习', paths.exam()),
        crumb('练习模式', paths.practices()),
        d.practice.name,
      ]}
      className="ex-page"
    >
      {(d) => {
        const { practice } = d;
        const daily = () => {
          if (!d.can) void message.error('无权限参与');
          else if (practice.question_count === 0) void message.error('当前练习为空');
          else void navigate(paths.practicePlay(id));
        };
        const chapter = (c: PracticeChapter) => {
          if (c.question_count === 0) void message.error('无试题');
          else if (!d.can) void message.error('无权限参与');
          else void navigate(paths.practicePlay(id, c.id));
        };
        const buy = () => {
          if (practice.charge === 0) void message.error('当前练习无法购买');
          else
            void navigate(
              paths.order(examOrderQuery('practice', { id, charge: practice.charge, name: practice.name })),
            );
        };
        const done = (chapterId: number) =>
          Array.isArray(d.user_chapter_records)
            ? 0
            : (d.user_chapter_records[String(chapterId)]?.submit_count ?? 0);
        return (
          <div className="ex-panel">
            <h1>{practice.name}</h1>
            <div className="ex-info">
              <span>
                已练习：{d.practice_user_record?.submit_count ?? 0}/{practice.question_count}
              </span>
            </div>
            {!d.can && practice.charge > 0 ? (
              <Button type="primary" size="large" onClick={buy}>
                购买练习 ￥{practice.charge}
              </Button>
            ) : d.can ? (
              <Button type="primary" size="large" onClick={daily}>
                每日20题
              </Button>
            ) : null}
            <h2 style={{ marginTop: 32 }}>章节</h2>
            {d.chapters.length === 0 ? (
              <Empty />
            ) : (
              <ul className="ex-rows" aria-label="章节">
                {d.chapters.map((c) => (
                  <li className="ex-row" key={c.id}>
                    <button type="button" className="ex-link ex-row__title" onClick={() => chapter(c)}>
                      {c.name}
                    </button>
                    <span className="ex-row__meta">
                      已练习{done(c.id)}/{c.question_count}
                    </span>
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
