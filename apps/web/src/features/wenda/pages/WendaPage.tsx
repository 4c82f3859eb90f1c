import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { QuestionScene } from '@meedu/contract';
import { LazyAntdScope } from '../../../components/antd/lazy-scope.tsx';
import { CategoryFilter } from '../../../components/category-filter/CategoryFilter.tsx';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { QUESTION_PAGE_SIZE, questionListQuery } from '../api/question-list.ts';
import { wendaConfigQuery } from '../api/wenda-config.ts';
import '../wenda.css';
import { questionListParams, WENDA_URL } from './WendaPage.prefetch.ts';

// The ask dialog (antd Modal and form fields) is downloaded when first opened.
const AskDialog = lazy(() => import('../components/AskDialog.tsx'));

const SCENES: { id: QuestionScene; name: string }[] = [
  { id: 'default', name: '综合' },
  { id: 'solved', name: '已解决' },
  { id: 'unsolved', name: '未解决' },
  { id: 'last_answer', name: '最新回答' },
];

/** `/wenda` (screens catalog §19): categories, scene and page live in the URL (the chosen ones, not the previous). */
export default function WendaPage() {
  useDocumentTitle('在线问答');
  const [url, go] = useCatalogParams(WENDA_URL);
  const { cid, child, scene, page } = url;
  const config = useQuery(wendaConfigQuery);
  const list = useQuery(questionListQuery(questionListParams(url)));
  const requireLogin = useRequireLogin();
  const [asking, setAsking] = useState(false);
  const [askLoaded, setAskLoaded] = useState(false);

  const openAsk = () => {
    if (!requireLogin()) return;
    setAskLoaded(true);
    setAsking(true);
  };

  return (
    <div className="mc-page wd-page">
      <CategoryFilter
        categories={list.data?.categories ?? []}
        cid={cid}
        child={child}
        onPick={(c, ch) => go({ cid: c, child: ch, page: 1 })}
      />
      <div className="wd-layout">
        <main className="wd-main">
          <TabBar
            className="wd-scenes"
            label="问题筛选"
            items={SCENES.map((s) => ({ key: s.id, label: s.name }))}
            active={scene}
            onChange={(s) => go({ scene: s, page: 1 })}
          />
          <CatalogList
            query={list}
            pageOf={(r) => r.data}
            skeleton={<SkeletonText rows={8} />}
            pager={{ current: page, size: QUESTION_PAGE_SIZE, go: (p) => go({ page: p }), inAddress: true }}
          >
            {(rows) => (
              <ul className="wd-questions" aria-label="问题列表">
                {rows.map((q) => (
                  <li key={q.id}>
                    <Link className="wd-question" to={paths.wendaDetail(q.id)}>
                      <QuestionCircleOutlined className="wd-question__icon" />
                      <span className="wd-question__main">
                        <span className="wd-question__title">
                          {q.status === 1 ? <span className="wd-solved">{q.status_text}</span> : null}
                          {q.title}
                        </span>
                        <span className="wd-question__stats">
                          <span>{q.answer_count}个回答</span>
                          <span>{q.view_times}次浏览</span>
                        </span>
                      </span>
                      {q.credit1 > 0 ? <span className="wd-reward">{q.credit1}积分</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CatalogList>
        </main>
        <aside className="wd-side">
          {config.isPending ? (
            <SkeletonText rows={3} />
          ) : (
            <>
              {config.data && list.data ? (
                <PlainButton variant="primary" large className="wd-side__ask" onClick={openAsk}>
                  我要提问
                </PlainButton>
              ) : null}
              {config.data?.pc_diy_content ? (
                <SafeHtml
                  className="wd-side__diy"
                  html={config.data.pc_diy_content}
                  math={false}
                  code={false}
                />
              ) : null}
            </>
          )}
        </aside>
      </div>
      {askLoaded ? (
        <Suspense fallback={null}>
          <LazyAntdScope>
            <AskDialog
              open={asking}
              onClose={() => setAsking(false)}
              rewards={config.data?.enable_credit1 === 1}
            />
          </LazyAntdScope>
        </Suspense>
      ) : null}
    </div>
  );
}
