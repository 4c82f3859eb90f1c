import { QuestionCircleOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { LazyAntdScope } from '../../../components/antd/lazy-scope.tsx';
import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { Empty } from '../../../components/Empty.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { paths } from '../../../config/paths.ts';
import { changeTime } from '../../../lib/relative-time.ts';
import { useMember } from '../../../stores/session-actions.ts';
import { useSession } from '../../../stores/session.ts';
import { questionDetailQuery } from '../api/question-detail.ts';
import { AnswerItem } from '../components/AnswerItem.tsx';
import { ImageGrid } from '../components/ImageGrid.tsx';
import '../wenda.css';

// The answer box is antd's (a text area, buttons): loaded after the question, in antd's scope, so the page's
// first screen loads none of antd (issue 30).
const AnswerComposer = lazy(() =>
  import('../components/AnswerComposer.tsx').then((m) => ({ default: m.AnswerComposer })),
);

/**
 * `/wenda/detail/:questionId` (screens catalog §20). The question and every answer are rendered with math (the
 * reference rendered only the first answer, open question 6).
 */
export default function WendaDetailPage() {
  const isLogin = useSession((s) => s.isLogin);
  const member = useMember();
  const { valid, query: detail } = useRouteItem('questionId', (id) => questionDetailQuery(id, isLogin));

  return (
    <DetailFrame
      query={detail}
      valid={valid}
      missing="问题不存在"
      title={detail.data?.question.title}
      breadcrumb={(d) => [crumb('首页', paths.home()), crumb('问答社区', paths.wenda()), d.question.title]}
      className="mc-page wd-page"
    >
      {({ question: q, answers, is_admin: isAdmin }) => (
        <>
          <article className="wd-card wd-detail">
            {q.credit1 > 0 ? <span className="wd-reward">悬赏：{q.credit1}积分</span> : null}
            <h1 className="wd-detail__title">
              <QuestionCircleOutlined aria-hidden="true" /> {q.title}
            </h1>
            <SafeHtml className="wd-detail__content" html={q.render_content} code={false} />
            <ImageGrid urls={q.images_list} label="问题图片" />
            <div className="wd-detail__stats">
              <time dateTime={q.created_at}>{changeTime(q.created_at)}</time>
              <span>{q.view_times}次浏览</span>
              <span>{q.answer_count}回答</span>
            </div>
          </article>
          {member && q.status !== 1 ? (
            <Suspense fallback={null}>
              <LazyAntdScope>
                <AnswerComposer questionId={q.id} member={member} />
              </LazyAntdScope>
            </Suspense>
          ) : null}
          <section className="wd-card" aria-label="全部回答">
            <h2 className="wd-answers__title">全部回答</h2>
            {answers.length === 0 ? (
              <Empty />
            ) : (
              <ul className="wd-answers">
                {answers.map((a) => (
                  <AnswerItem key={a.id} answer={a} question={q} isAdmin={isAdmin} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </DetailFrame>
  );
}
