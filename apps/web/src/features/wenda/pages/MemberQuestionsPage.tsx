import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { MINE_PAGE_SIZE, memberAnswersQuery, memberQuestionsQuery } from '../api/member-wenda.ts';
import '../wenda.css';

type Tab = 'questions' | 'answers';

/** An answer's text for a one-line row: the HTML's text, cut at 51 characters with '...'. */
export function answerExcerpt(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const chars = [...text.trim()];
  return chars.length > 51 ? `${chars.slice(0, 51).join('')}...` : chars.join('');
}

function Questions({ page, onPage }: { page: number; onPage(p: number): void }) {
  const list = useQuery(memberQuestionsQuery(page));
  return (
    <CatalogList
      query={list}
      pageOf={(r) => r.data}
      skeleton={<ListSpinner />}
      pager={{ current: page, size: MINE_PAGE_SIZE, go: onPage }}
    >
      {(rows) => (
        <ul className="wd-mine" aria-label="我的问题">
          {rows.map((r) => (
            <li key={r.id}>
              <Link to={paths.wendaDetail(r.id)} className="wd-mine__row">
                <span className="wd-mine__text">{r.title}</span>
                <span className="wd-mine__meta">
                  {r.status === 1 ? <span className="wd-green">已解决</span> : <span>未解决</span>}
                  <span>|</span>
                  <span>{r.answer_count} 回答</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CatalogList>
  );
}

function Answers({ page, onPage }: { page: number; onPage(p: number): void }) {
  const list = useQuery(memberAnswersQuery(page));
  return (
    <CatalogList
      query={list}
      pageOf={(r) => r.data}
      skeleton={<ListSpinner />}
      pager={{ current: page, size: MINE_PAGE_SIZE, go: onPage }}
    >
      {(rows) => (
        <ul className="wd-mine" aria-label="我的回答">
          {rows.map((r) => (
            <li key={r.id}>
              <Link to={paths.wendaDetail(r.question_id)} className="wd-mine__row">
                <span className="wd-mine__text">{answerExcerpt(r.render_content)}</span>
                <span className="wd-mine__meta">
                  {r.is_correct === 1 ? (
                    <>
                      <span className="wd-green">被采纳</span>
                      <span>|</span>
                    </>
                  ) : r.status === 0 ? (
                    <span>未解决</span>
                  ) : null}
                  <span>积分+{r.vote_count}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CatalogList>
  );
}

/** `/member/questions` (screens commerce-exam §17.4): my questions and my answers, 10 a page. */
export default function MemberQuestionsPage() {
  useDocumentTitle('我的问答');
  const [tab, setTab] = useState<Tab>('questions');
  const [page, setPage] = useState(1);
  return (
    <MemberLayout>
      <Card title="我的问答">
        <TabBar
          label="我的问答"
          items={[
            { key: 'questions', label: '我的问题' },
            { key: 'answers', label: '我的回答' },
          ]}
          active={tab}
          onChange={(t: Tab) => {
            setTab(t);
            setPage(1);
          }}
        />
        {tab === 'questions' ? (
          <Questions page={page} onPage={setPage} />
        ) : (
          <Answers page={page} onPage={setPage} />
        )}
      </Card>
    </MemberLayout>
  );
}
